import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Whether Docusaurus's JS loader compiles `id` (absolute): the site's own `.js`/`.mjs` files, and
 * in a `node_modules` folder only the files of Docusaurus packages, a path whose part after its
 * last `node_modules` names `docusaurus` (`docusaurus-plugin-x/src/Button.js`,
 * `@docusaurus/theme-x/lib/a.js`), which may hold JSX as the site's own code does.
 */
export function compilesJsxInJs(root: string, id: string): boolean {
  if (!/\.m?js$/.test(id)) return false;
  const modules = id.lastIndexOf(`${path.sep}node_modules${path.sep}`);
  if (modules >= 0) return id.slice(modules + '/node_modules/'.length).includes('docusaurus');
  return !path.relative(root, id).startsWith('..');
}

/**
 * The Vite plugin compiling JSX in the site's `.js` and `.mjs` files and in Docusaurus packages'
 * (see {@link compilesJsxInJs}), as Docusaurus's loader does (its sites write
 * `src/pages/index.js` with JSX, and its plugin packages ship JSX in `.js`); Vite reads JSX only
 * in `.jsx`/`.tsx`. Other packages in `node_modules` are left alone.
 */
export function jsxInJsPlugin(siteDir: string | undefined): Plugin {
  const root = siteDir ? path.resolve(siteDir) : undefined;
  return {
    name: 'sitegraph-jsx-in-js',
    enforce: 'pre',
    async transform(code, id) {
      if (!root || !compilesJsxInJs(root, id)) return undefined;
      const { transformWithOxc } = await import('vite');
      const result = await transformWithOxc(code, id, { lang: 'jsx', jsx: { runtime: 'automatic', importSource: 'react', development: this.environment?.mode === 'dev' } });
      return { code: result.code, map: result.map };
    },
  };
}
