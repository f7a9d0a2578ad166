import { describe, expect, it } from 'vitest';
import { compileMarkdown } from './compile-markdown.js';

const compile = (body: string, file = 'docs/guide/a.md') =>
  compileMarkdown({ body, bodyLineOffset: 0, file, format: 'mdx', resolveMarkdownLink: (p) => (p === '../b.md' ? '/docs/b' : null) });

describe('links and assets of a page', () => {
  it('resolves .md links keeping ?query#hash, and records every resolution in order', () => {
    const r = compile('[a](../b.md?x=1#sec) [b](./missing.mdx) [c](https://x.org/README.md) [d][ref]\n\n[ref]: ../b.md#r');
    expect(r.markdownLinks).toEqual([
      { link: '../b.md', permalink: '/docs/b', line: 1, column: 1 },
      { link: './missing.mdx', permalink: null, line: 1, column: 22 },
      { link: '../b.md', permalink: '/docs/b', line: 3, column: 1 },
    ]);
    expect(r.links.map((l) => l.url)).toEqual(['/docs/b?x=1#sec', './missing.mdx', 'https://x.org/README.md', '/docs/b#r']);
  });

  it('records local images (also by reference) and file links with where to find them', () => {
    const r = compile('![a](./img/a.png) ![b](/img/b.png) ![c](https://x/c.png) ![d][img] [pdf](../files/x.pdf) [site](@site/static/y.zip) [page](./c)\n\n[img]: ./d.png');
    expect(r.assets).toEqual([
      { url: './img/a.png', line: 1, column: 1, kind: 'image', candidates: ['docs/guide/img/a.png'], required: true },
      { url: '/img/b.png', line: 1, column: 19, kind: 'image', candidates: ['static/img/b.png'], required: false },
      { url: './d.png', line: 1, column: 58, kind: 'image', candidates: ['docs/guide/d.png'], required: true },
      { url: '../files/x.pdf', line: 1, column: 68, kind: 'link', candidates: ['docs/files/x.pdf'], required: false },
      { url: '@site/static/y.zip', line: 1, column: 90, kind: 'link', candidates: ['static/y.zip'], required: false },
    ]);
    expect(r.links.filter((l) => l.kind === 'markdown').map((l) => [l.url, l.assetCandidates])).toEqual([
      ['../files/x.pdf', ['docs/files/x.pdf']],
      ['@site/static/y.zip', ['static/y.zip']],
      ['./c', undefined],
    ]);
  });
});
