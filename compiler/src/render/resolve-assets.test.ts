import { describe, expect, it } from 'vitest';
import type { AssetReference } from '../markdown/index.js';
import { resolveAssets, rewriteUrls } from './resolve-assets.js';

const ref = (url: string, candidates: string[], required = true): AssetReference => ({ url, line: 7, column: 3, kind: 'image', candidates, required });
const site = {
  files: new Map<string, string>(),
  assets: new Map([['docs/img/diagram.png', { size: 10, sha256: 'abcdef0123456789' }]]),
  baseUrl: '/base/',
};

describe('resolveAssets', () => {
  it('emits a found file under a content-hashed name and rewrites its URL', () => {
    const emitted = new Map<string, string>();
    const r = resolveAssets([ref('./img/diagram.png', ['docs/img/diagram.png'])], 'docs/a.md', site, emitted);
    expect(r.errors).toEqual([]);
    expect(r.rewrites.get('./img/diagram.png')).toBe('/base/assets/files/diagram-abcdef01.png');
    expect(emitted.get('assets/files/diagram-abcdef01.png')).toBe('docs/img/diagram.png');
  });
  it('reports a missing required image with page, line and where it looked', () => {
    const r = resolveAssets([ref('./nope.png', ['docs/nope.png'])], 'docs/a.md', site, new Map());
    expect(r.errors).toEqual([
      expect.objectContaining({ level: 'error', code: 'content/missing-asset', file: 'docs/a.md', line: 7, column: 3, message: expect.stringContaining('docs/nope.png') }),
    ]);
  });
  it('ignores a missing optional file and leaves static URLs alone', () => {
    const r = resolveAssets([ref('./opt.pdf', ['docs/opt.pdf'], false), ref('/img/diagram.png', ['docs/img/diagram.png'], false)], 'docs/a.md', site, new Map());
    expect(r.errors).toEqual([]);
    expect(r.rewrites.size).toBe(0);
  });
});

describe('rewriteUrls', () => {
  it('replaces src and href values without mutating the input', () => {
    const tree = { type: 'root' as const, children: [{ type: 'element' as const, tagName: 'img', properties: { src: './a.png' }, children: [] }] };
    const out = rewriteUrls(tree, new Map([['./a.png', '/assets/files/a-1.png']]));
    expect((out.children[0] as { properties: { src: string } }).properties.src).toBe('/assets/files/a-1.png');
    expect(tree.children[0]!.properties.src).toBe('./a.png');
  });
});
