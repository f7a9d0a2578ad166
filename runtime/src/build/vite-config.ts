import react from '@vitejs/plugin-react';
import type { InlineConfig } from 'vite';
import { runtimeAliases, runtimeSourceDir } from './runtime-paths.js';
import { jsxInJsPlugin } from './jsx-in-js-plugin.js';
import { sitePlugin } from './site-plugin.js';
import { siteSassPlugin } from './site-sass-plugin.js';
import { mdxModulePlugin } from './mdx-module-plugin.js';
import { mermaidInstalled, mermaidPlugins } from './mermaid-stub-plugin.js';
import type { PageModuleSource } from '../data/page-module-source.js';
import { svgComponentPlugin } from './svg-plugin.js';
import { loadThemeAliases } from './theme-aliases.js';
import { themePlugin } from './theme-plugin.js';

/**
 * The packages the client's modules import (those @vitejs/plugin-react does not already list),
 * pre-bundled by the dev server when it starts.
 */
const CLIENT_DEPENDENCIES = ['react-dom/client', 'react-router-dom', 'history', 'hast-util-to-jsx-runtime', '@docsearch/react'];

/**
 * The Vite configuration shared by the client build, the server build and the dev server.
 * @throws UserError when the site swizzles a component the theme does not have, or when a
 *   production build has Mermaid diagrams on and no `mermaid` package (see `mermaidPlugins`)
 */
export function viteBaseConfig(options: {
  siteDir?: string;
  pages: () => readonly string[];
  /** The MDX pages' own modules listed in the bundle: their code imports by source (see `mdx-module-plugin.ts`). */
  mdxModules?: () => ReadonlyMap<string, PageModuleSource>;
  /**
   * The dev server's: a page's module imports by source, from its latest compile; its pages'
   * modules are then loaded by path on demand rather than listed.
   */
  mdxModuleLookup?: (source: string) => PageModuleSource | undefined;
  /** The text of a content chunk by hash (the partials pages use as values, see `mdx-module-plugin.ts`). */
  readChunkText?: (hash: string) => string | undefined;
  /** The graph's `site.customCss`. */
  customCss?: readonly string[];
  /** The graph's `site.clientModules`. */
  clientModules?: readonly string[];
  /** The graph's `site.aliases`: import names to site-relative paths. */
  aliases?: Readonly<Record<string, string>>;
  /** The graph's `site.mermaid`: false leaves the `mermaid` renderer out of the bundles (default true; see `mermaidPlugins`). */
  mermaid?: boolean;
  base: string;
  mode: 'production' | 'development';
}): InlineConfig {
  const mdxModules = options.mdxModules ?? (() => new Map<string, PageModuleSource>());
  return {
    configFile: false,
    envDir: false,
    root: runtimeSourceDir(),
    base: options.base,
    mode: options.mode,
    logLevel: 'warn',
    clearScreen: false,
    plugins: [
      themePlugin(loadThemeAliases(options.siteDir, options.aliases)),
      // The site's own Sass compiler (Vite looks for one from its root, the runtime's folder).
      siteSassPlugin(options.siteDir),
      svgComponentPlugin(options.siteDir),
      jsxInJsPlugin(options.siteDir),
      react(),
      mdxModulePlugin({ siteDir: options.siteDir, lookup: options.mdxModuleLookup ?? ((source) => mdxModules().get(source)), ...(options.readChunkText ? { readChunkText: options.readChunkText } : {}) }),
      sitePlugin({ siteDir: options.siteDir, pages: options.pages, mdxModules: () => [...mdxModules().keys()], customCss: options.customCss, mdxModulesOnDemand: options.mdxModuleLookup ? options.base : undefined, clientModules: options.clientModules }),
      ...mermaidPlugins(options.mermaid, options.mode, mermaidInstalled()),
    ],
    resolve: { alias: runtimeAliases(), dedupe: ['react', 'react-dom', 'react-router', 'react-router-dom', 'history'] },
    define: { 'process.env.NODE_ENV': JSON.stringify(options.mode) },
    server: { fs: { strict: false } },
    // Pre-bundled in dev up front. The scanner finds none of the client's dependencies (the
    // entry is generated, not an HTML file), so without this list each was found on the first
    // request and bundled again, in rounds (the router and React DOM, then the hast renderer,
    // then the lazy search dialog), with a page reload when a round changed what a loaded
    // module had used.
    optimizeDeps: { include: [...CLIENT_DEPENDENCIES] },
  };
}
