import { describe, expect, it } from 'vitest';
import { headPatchFromChildren } from './head-children.js';
import { applyHeadPatch } from './head-state.js';

describe('headPatchFromChildren', () => {
  it('reads the title, named meta tags, the canonical link and other tags', () => {
    const patch = headPatchFromChildren(
      <>
        <title>Exact title</title>
        <meta name="description" content="Described" />
        <meta property="og:type" content="website" />
        <meta httpEquiv="refresh" content="5" />
        <link rel="canonical" href="https://x.test/a" />
        <link rel="preconnect" href="https://cdn.test" crossOrigin="anonymous" />
        <script type="application/ld+json">{'{"@type":"Thing"}'}</script>
        <html lang="fr" />
      </>,
    );
    expect(patch).toEqual({
      title: 'Exact title',
      meta: [
        { attr: 'name', key: 'description', content: 'Described' },
        { attr: 'property', key: 'og:type', content: 'website' },
      ],
      canonical: 'https://x.test/a',
      extra: [
        { tag: 'meta', attrs: { 'http-equiv': 'refresh', content: '5' } },
        { tag: 'link', attrs: { rel: 'preconnect', href: 'https://cdn.test', crossorigin: 'anonymous' } },
        { tag: 'script', attrs: { type: 'application/ld+json' }, text: '{"@type":"Thing"}' },
      ],
    });
  });

  it('is applied over the page head: values replaced by key, tags added', () => {
    const state = { title: 'Page | Site', meta: [{ attr: 'name' as const, key: 'description', content: 'old' }, { attr: 'property' as const, key: 'og:title', content: 'Page | Site' }], canonical: 'https://x.test/' };
    const next = applyHeadPatch(state, headPatchFromChildren([<meta key="d" name="description" content="new" />, <style key="s">{'body{}'}</style>]));
    expect(next).toEqual({
      title: 'Page | Site',
      meta: [
        { attr: 'property', key: 'og:title', content: 'Page | Site' },
        { attr: 'name', key: 'description', content: 'new' },
      ],
      canonical: 'https://x.test/',
      extra: [{ tag: 'style', attrs: {}, text: 'body{}' }],
    });
  });
});
