import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * The Vite plugin compiling JSX in the site's `.js` and `.mjs` files, as Docusaurus's loader
 * does (its sites write `src/pages/index.js` with JSX); Vite reads JSX only in `.jsx`/`.tsx`.
 * Packages in `node_modules` are left alone.
 */
export function jsxInJsPlugin(siteDir: string | undefined): Plugin {
  const root = siteDir ? path.resolve(siteDir) : undefined;
  return {
    name: 'sitegraph-jsx-in-js',
    enforce: 'pre',
    async transform(code, id) {
      if (!root || !/\.m?js$/.test(id) || id.includes(`${path.sep}node_modules${path.sep}`) || path.relative(root, id).startsWith('..')) return undefined;
      const { transformWithOxc } = await import('vite');
      const result = await transformWithOxc(code, id, { lang: 'jsx', jsx: { runtime: 'automatic', importSource: 'react', development: this.environment?.mode === 'dev' } });
      return { code: result.code, map: result.map };
    },
  };
}
