import path from 'node:path';
import type { ManifestRoute } from '../data/site-data.js';
import { LAZY_VIEW_SOURCES, lazyViewGroups } from '../pages/view-groups.js';
import type { PageAssets } from '../prerender/html-template.js';

/** One entry of Vite's `.vite/manifest.json`. */
export interface ViteManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type ViteManifest = Record<string, ViteManifestChunk>;

/**
 * Resolves assets from the client build's manifest: the entry's script, styles and static
 * imports, plus, for a page with a site module or lazily loaded views (`pages/view-groups.ts`),
 * those modules' chunks, imports and styles. `root` is the runtime's source folder.
 *
 * @throws when the manifest has no chunk for `entry`
 */
export function assetResolver(manifest: ViteManifest, options: { root: string; base: string; entry: string; siteDir?: string }) {
  const url = (file: string) => `${options.base}${file}`;
  const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry && path.resolve(options.root, manifest[k]!.src ?? k) === options.entry);
  if (!entryKey) throw new Error(`The client build has no entry for ${options.entry}`);
  const bySource = new Map<string, string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.src) bySource.set(path.resolve(options.root, chunk.src), key);
  }
  const collect = (key: string, files: Set<string>, css: Set<string>): void => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const c of chunk.css ?? []) css.add(c);
    for (const i of chunk.imports ?? []) collect(i, files, css);
  };
  const entryFiles = new Set<string>();
  const entryCss = new Set<string>();
  collect(entryKey, entryFiles, entryCss);
  const entryFile = manifest[entryKey]!.file;
  const assets = (sources: readonly string[]): PageAssets => {
    const files = new Set(entryFiles);
    const css = new Set(entryCss);
    for (const source of sources) {
      const key = bySource.get(source);
      if (key) collect(key, files, css);
    }
    return {
      script: url(entryFile),
      styles: [...css].map(url),
      preload: [...files].filter((f) => f !== entryFile).map(url),
    };
  };
  return {
    entryFiles: [...entryFiles],
    /** The styles of the entry and its static imports (what every page loads). */
    entryStyles: [...entryCss],
    /** Assets of a page showing the site module `module` (path relative to `siteDir`), if any. */
    forPage(module: string | undefined): PageAssets {
      return assets(module && options.siteDir ? [path.resolve(options.siteDir, module)] : []);
    },
    /** Assets of a page rendering `chain`: the entry, the chain's lazily loaded views and its site module. */
    forChain(chain: readonly ManifestRoute[]): PageAssets {
      const sources = lazyViewGroups(chain).map((g) => path.resolve(options.root, LAZY_VIEW_SOURCES[g]));
      const module = chain.find((r) => r.module)?.module;
      if (module && options.siteDir) sources.push(path.resolve(options.siteDir, module));
      return assets(sources);
    },
  };
}
