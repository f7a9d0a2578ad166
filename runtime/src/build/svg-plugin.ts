import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { svgComponentCode } from './svg-component.js';

const PREFIX = '\0sitegraph-svg:';
const SCRIPT = /\.[cm]?[jt]sx?$/;

/**
 * The Vite plugin making an `.svg` imported by the site's scripts a React component, as
 * Docusaurus's SVGR loader does (`import Logo from '@site/static/img/logo.svg'; <Logo />`).
 * `?url` and other queried imports, CSS `url()`s and packages' own imports are left to Vite.
 */
export function svgComponentPlugin(siteDir: string | undefined): Plugin {
  const root = siteDir ? path.resolve(siteDir) : undefined;
  const fromSite = (file: string) => !!root && !path.relative(root, file).startsWith('..') && !file.split(path.sep).includes('node_modules');
  return {
    name: 'sitegraph-svg-component',
    enforce: 'pre',
    async resolveId(id, importer) {
      if (!root || !importer || !id.endsWith('.svg') || !SCRIPT.test(importer) || !fromSite(importer)) return undefined;
      const resolved = await this.resolve(id, importer, { skipSelf: true });
      if (!resolved || resolved.external || !fromSite(resolved.id)) return undefined;
      return `${PREFIX}${resolved.id}`;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return undefined;
      const file = id.slice(PREFIX.length);
      this.addWatchFile(file);
      return svgComponentCode(readFileSync(file, 'utf8'));
    },
  };
}
