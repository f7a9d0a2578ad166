import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { MDX_MODULE_SUFFIX, mdxModuleId } from './mdx-module-plugin.js';

/** Id of the generated module listing the site's own modules. */
export const SITE_MODULE_ID = 'virtual:sitegraph-site';
const RESOLVED_ID = `\0${SITE_MODULE_ID}`;

/** File names of the site's optional client module, in order of preference. */
export const CLIENT_MODULE_NAMES = ['src/sitegraph.client.tsx', 'src/sitegraph.client.ts', 'src/sitegraph.client.jsx', 'src/sitegraph.client.js'];

/** The site's client module path relative to `siteDir`, if it has one. */
export function findClientModule(siteDir: string | undefined): string | undefined {
  if (!siteDir) return undefined;
  return CLIENT_MODULE_NAMES.find((name) => existsSync(path.join(siteDir, name)));
}

/** What {@link siteModuleCode} lists. */
export interface SiteModuleOptions {
  siteDir?: string;
  /** JSX page sources, relative to `siteDir`. */
  pages: readonly string[];
  /** Sources of the MDX pages that have a module of their own (see `mdx-module-plugin.ts`), keyed `mdx:<source>`. */
  mdxModules?: readonly string[];
  /** Stylesheets loaded after the theme's on every page (the graph's `site.customCss`), relative to `siteDir`. */
  customCss?: readonly string[];
  /**
   * The dev server's base URL: page modules are then not listed but loaded on demand by path
   * (`mdxModule(source)`; in the browser through Vite's `/@fs/` URLs), as pages compile lazily.
   */
  mdxModulesOnDemand?: string;
  /** The config's `clientModules`, relative to `siteDir`: imported before anything of the app runs. */
  clientModules?: readonly string[];
  ssr: boolean;
}

/**
 * The code of `virtual:sitegraph-site`: the site's `customCss` and the config's `clientModules`
 * imported first, in order (before anything of the app runs, as Docusaurus does), lazy imports
 * of the JSX pages and of the MDX pages' own modules (eager in the server bundle), and the
 * site's client module.
 */
export function siteModuleCode(options: SiteModuleOptions): string {
  const { siteDir, pages, ssr } = options;
  const abs = (rel: string) => JSON.stringify(path.resolve(siteDir ?? '.', rel).split(path.sep).join('/'));
  const lines: string[] = [];
  for (const css of siteDir ? (options.customCss ?? []) : []) lines.push(`import ${abs(css)};`);
  for (const m of options.clientModules ?? []) lines.push(`import ${abs(m)};`);
  const existing = siteDir ? pages.filter((p) => existsSync(path.join(siteDir, p))) : [];
  const modules: [key: string, id: string][] = existing.map((p) => [p, abs(p)]);
  if (siteDir) for (const source of options.mdxModules ?? []) modules.push([`mdx:${source}`, JSON.stringify(mdxModuleId(siteDir, source))]);
  if (ssr) {
    modules.forEach(([, id], i) => lines.push(`import * as page${i} from ${id};`));
    lines.push(`export const eagerPages = {${modules.map(([key], i) => `${JSON.stringify(key)}: page${i}`).join(', ')}};`);
    lines.push(`export const pages = {${modules.map(([key], i) => `${JSON.stringify(key)}: () => Promise.resolve(page${i})`).join(', ')}};`);
  } else {
    lines.push('export const eagerPages = {};');
    lines.push(`export const pages = {${modules.map(([key, id]) => `${JSON.stringify(key)}: () => import(${id})`).join(', ')}};`);
  }
  if (siteDir && options.mdxModulesOnDemand !== undefined) {
    const prefix = `${path.resolve(siteDir).split(path.sep).join('/')}/`;
    const url = ssr ? JSON.stringify(prefix) : JSON.stringify(`${options.mdxModulesOnDemand}@fs${prefix.startsWith('/') ? '' : '/'}${prefix}`);
    lines.push(`export const mdxModule = (source) => import(/* @vite-ignore */ ${url} + source + ${JSON.stringify(MDX_MODULE_SUFFIX)});`);
  } else {
    lines.push('export const mdxModule = undefined;');
  }
  const clientModule = findClientModule(siteDir);
  if (clientModule) {
    lines.push(`import * as clientModule from ${abs(clientModule)};`);
    lines.push('export const client = clientModule.default ?? clientModule;');
  } else {
    lines.push('export const client = {};');
  }
  return lines.join('\n');
}

/** The Vite plugin serving `virtual:sitegraph-site`; `pages()` and `mdxModules()` are read on each load (dev updates). */
export function sitePlugin(options: { siteDir?: string; pages: () => readonly string[]; mdxModules?: () => readonly string[]; customCss?: readonly string[]; mdxModulesOnDemand?: string; clientModules?: readonly string[] }): Plugin {
  return {
    name: 'sitegraph-site',
    resolveId(id) {
      return id === SITE_MODULE_ID ? RESOLVED_ID : undefined;
    },
    load(id, opts) {
      if (id !== RESOLVED_ID) return undefined;
      return siteModuleCode({ siteDir: options.siteDir, pages: options.pages(), mdxModules: options.mdxModules?.(), customCss: options.customCss, mdxModulesOnDemand: options.mdxModulesOnDemand, clientModules: options.clientModules, ssr: !!opts?.ssr });
    },
  };
}
