import type { Element, Root } from 'hast';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileMarkdown } from './compile-markdown.js';
import { withBaseUrl } from '../urls/with-base-url.js';

const site = { url: 'https://example.com', baseUrl: '/docs/' };

function elements(root: Root | Element, tagName: string): Element[] {
  return root.children.flatMap((c) => (c.type !== 'element' ? [] : [...(c.tagName === tagName ? [c] : []), ...elements(c, tagName)]));
}

describe('withBaseUrl (Docusaurus useBaseUrl)', () => {
  it.each([
    ['/img/a.png', {}, '/docs/img/a.png'],
    ['img/a.png', {}, '/docs/img/a.png'],
    ['/docs/img/a.png', {}, '/docs/img/a.png'],
    ['/docs/img/a.png', { forcePrependBaseUrl: true }, '/docs/docs/img/a.png'],
    ['/docs', {}, '/docs/'],
    ['/img/a.png', { absolute: true }, 'https://example.com/docs/img/a.png'],
    ['#top', {}, '#top'],
    ['', {}, ''],
    ['https://cdn.example.org/a.mp4', {}, 'https://cdn.example.org/a.mp4'],
    ['//cdn.example.org/a.mp4', { absolute: true }, '//cdn.example.org/a.mp4'],
    ['mailto:a@example.com', {}, 'mailto:a@example.com'],
  ])('%s %j → %s', (url, options, expected) => {
    expect(withBaseUrl(site, url, options)).toBe(expected);
  });

  // Paths of the site (`//host` is protocol-relative, left alone).
  it('puts every site path under the base URL exactly once', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\/([a-z0-9._-][a-z0-9/._-]{0,19})?$/), fc.stringMatching(/^\/([a-z]{1,6}\/)?$/), (url, baseUrl) => {
        const out = withBaseUrl({ url: 'https://x.org', baseUrl }, url);
        expect(out.startsWith(baseUrl) || out === baseUrl).toBe(true);
        expect(withBaseUrl({ url: 'https://x.org', baseUrl }, out)).toBe(out);
      }),
    );
  });
});

describe('useBaseUrl in MDX', () => {
  const compile = (body: string, withSite = true) => compileMarkdown({ body, bodyLineOffset: 0, file: 'docs/a.mdx', format: 'mdx', ...(withSite ? { site } : {}) });

  it('gives attributes and text the value Docusaurus renders, under the name it is imported as', () => {
    const result = compile(
      [
        "import useBaseUrl from '@docusaurus/useBaseUrl';",
        "import withBase from '@docusaurus/useBaseUrl';",
        '',
        "<video src={useBaseUrl('/clip.mp4')} poster={withBase('img/poster.png', { absolute: true })} />",
        '',
        "Download {useBaseUrl('/files/a.zip')}.",
      ].join('\n'),
    );
    expect(result.diagnostics).toEqual([]);
    expect(elements(result.hast, 'video')[0]?.properties).toMatchObject({ src: '/docs/clip.mp4', poster: 'https://example.com/docs/img/poster.png' });
    expect(JSON.stringify(result.hast)).toContain('/docs/files/a.zip');
  });

  it('becomes code the page module runs with arguments known only at run time, or without the site; fails without the import', () => {
    const dynamic = compile("import useBaseUrl from '@docusaurus/useBaseUrl';\nexport const f = () => 1;\n\n<video src={useBaseUrl(f())} />\n\n<img src={useBaseUrl} />");
    expect(dynamic.diagnostics).toEqual([]);
    expect(dynamic.code?.expressions).toHaveLength(2);
    expect(() => compile("<video src={useBaseUrl('/a.mp4')} />")).toThrow(/"useBaseUrl" is not defined/);
    const withoutSite = compile("import useBaseUrl from '@docusaurus/useBaseUrl';\n\n<video src={useBaseUrl('/a.mp4')} />", false);
    expect(withoutSite.diagnostics).toEqual([]);
    expect(withoutSite.code?.expressions).toEqual(["(props, scope) => {\nreturn (useBaseUrl('/a.mp4'));\n}"]);
  });
});
