import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ManifestRoute, ViewKind } from '../data/site-data.js';
import { pageAssetKey } from '../prerender/html-template.js';
import { assetResolver, type ViteManifest } from './vite-manifest.js';

const root = path.resolve('/r/runtime/src');
const siteDir = path.resolve('/r/site');
// The shape of a client build's manifest: the entry, lazily loaded view groups, a site page.
const manifest: ViteManifest = {
  'client/entry-client.tsx': { file: 'assets/entry.js', src: 'client/entry-client.tsx', isEntry: true, imports: ['_shared.js'], css: ['assets/entry.css'], dynamicImports: ['blog/BlogPages.tsx', 'docs/DocTagPages.tsx'] },
  '_shared.js': { file: 'assets/shared.js' },
  'blog/BlogPages.tsx': { file: 'assets/BlogPages.js', src: 'blog/BlogPages.tsx', isDynamicEntry: true, imports: ['client/entry-client.tsx', 'docs/DocTagPages.tsx'] },
  'docs/DocTagPages.tsx': { file: 'assets/DocTagPages.js', src: 'docs/DocTagPages.tsx', isDynamicEntry: true, imports: ['client/entry-client.tsx'] },
  '../../site/src/pages/home.tsx': { file: 'assets/home.js', src: '../../site/src/pages/home.tsx', isDynamicEntry: true, imports: ['client/entry-client.tsx'] },
};
const resolver = () => assetResolver(manifest, { root, base: '/b/', entry: path.join(root, 'client/entry-client.tsx'), siteDir });
const r = (view: ViewKind, extra: Partial<ManifestRoute> = {}): ManifestRoute => ({ path: '/x', exact: true, view, ...extra });

describe('assetResolver', () => {
  it('gives a doc page the entry and its static imports only, no lazily loaded view', () => {
    const assets = resolver().forChain([r('docs-root'), r('docs-version'), r('docs-sidebar-root'), r('doc')]);
    expect(assets).toEqual({ script: '/b/assets/entry.js', styles: ['/b/assets/entry.css'], preload: ['/b/assets/shared.js'] });
  });

  it('preloads the view group of a blog page and what that group imports', () => {
    expect(resolver().forChain([r('blog-post')]).preload).toEqual(['/b/assets/shared.js', '/b/assets/BlogPages.js', '/b/assets/DocTagPages.js']);
    expect(resolver().forChain([r('docs-root'), r('doc-tags-list')]).preload).toEqual(['/b/assets/shared.js', '/b/assets/DocTagPages.js']);
  });

  it('preloads the site module of a JSX page', () => {
    expect(resolver().forChain([r('jsx-page', { module: 'src/pages/home.tsx' })]).preload).toEqual(['/b/assets/shared.js', '/b/assets/home.js']);
    expect(resolver().forPage('src/pages/home.tsx').preload).toEqual(['/b/assets/shared.js', '/b/assets/home.js']);
  });
});

describe('pageAssetKey', () => {
  it('is the same for pages that load the same scripts', () => {
    expect(pageAssetKey([r('docs-root'), r('doc')])).toBe('');
    expect(pageAssetKey([r('not-found')])).toBe('');
    expect(pageAssetKey([r('jsx-page', { module: 'src/pages/a.tsx' })])).toBe('src/pages/a.tsx');
    expect(pageAssetKey([r('blog-list')])).toBe(pageAssetKey([r('blog-post')]));
    expect(pageAssetKey([r('blog-list')])).not.toBe(pageAssetKey([r('doc-tag')]));
  });
});
