import react from '@vitejs/plugin-react';
import type { InlineConfig } from 'vite';
import { runtimeAliases, runtimeSourceDir } from './runtime-paths.js';
import { jsxInJsPlugin } from './jsx-in-js-plugin.js';
import { sitePlugin } from './site-plugin.js';
import { svgComponentPlugin } from './svg-plugin.js';
import { loadThemeAliases } from './theme-aliases.js';
import { themePlugin } from './theme-plugin.js';

/**
 * The Vite configuration shared by the client build, the server build and the dev server.
 * @throws UserError when the site swizzles a component the theme does not have
 */
export function viteBaseConfig(options: { siteDir?: string; pages: () => readonly string[]; base: string; mode: 'production' | 'development'; clientModules?: readonly string[] }): InlineConfig {
  return {
    configFile: false,
    envDir: false,
    root: runtimeSourceDir(),
    base: options.base,
    mode: options.mode,
    logLevel: 'warn',
    clearScreen: false,
    plugins: [themePlugin(loadThemeAliases(options.siteDir)), svgComponentPlugin(options.siteDir), jsxInJsPlugin(options.siteDir), react(), sitePlugin({ siteDir: options.siteDir, pages: options.pages, clientModules: options.clientModules })],
    resolve: { alias: runtimeAliases(), dedupe: ['react', 'react-dom', 'react-router', 'react-router-dom', 'history'] },
    define: { 'process.env.NODE_ENV': JSON.stringify(options.mode) },
    server: { fs: { strict: false } },
    // Pre-bundled in dev up front: found on first use (the lazy search dialog), Vite would
    // optimise it then and reload the page.
    optimizeDeps: { include: ['@docsearch/react'] },
  };
}
