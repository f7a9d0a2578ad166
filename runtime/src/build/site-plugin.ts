import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

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

/**
 * The code of `virtual:sitegraph-site`: the config's `clientModules` imported first, in order
 * (before anything of the app runs, as Docusaurus does), lazy imports of the JSX pages (eager in
 * the server bundle) and the site's client module. `pages` and `clientModules` are paths
 * relative to `siteDir`.
 */
export function siteModuleCode(options: { siteDir?: string; pages: readonly string[]; ssr: boolean; clientModules?: readonly string[] }): string {
  const { siteDir, pages, ssr } = options;
  const abs = (rel: string) => JSON.stringify(path.resolve(siteDir ?? '.', rel).split(path.sep).join('/'));
  const lines: string[] = (options.clientModules ?? []).map((m) => `import ${abs(m)};`);
  const existing = siteDir ? pages.filter((p) => existsSync(path.join(siteDir, p))) : [];
  if (ssr) {
    existing.forEach((p, i) => lines.push(`import * as page${i} from ${abs(p)};`));
    lines.push(`export const eagerPages = {${existing.map((p, i) => `${JSON.stringify(p)}: page${i}`).join(', ')}};`);
    lines.push(`export const pages = {${existing.map((p, i) => `${JSON.stringify(p)}: () => Promise.resolve(page${i})`).join(', ')}};`);
  } else {
    lines.push('export const eagerPages = {};');
    lines.push(`export const pages = {${existing.map((p) => `${JSON.stringify(p)}: () => import(${abs(p)})`).join(', ')}};`);
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

/** The Vite plugin serving `virtual:sitegraph-site`; `pages()` is read on each load (dev updates). */
export function sitePlugin(options: { siteDir?: string; pages: () => readonly string[]; clientModules?: readonly string[] }): Plugin {
  return {
    name: 'sitegraph-site',
    resolveId(id) {
      return id === SITE_MODULE_ID ? RESOLVED_ID : undefined;
    },
    load(id, opts) {
      if (id !== RESOLVED_ID) return undefined;
      return siteModuleCode({ siteDir: options.siteDir, pages: options.pages(), ssr: !!opts?.ssr, clientModules: options.clientModules });
    },
  };
}
