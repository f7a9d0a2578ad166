import { describe, expect, it } from 'vitest';
import { siteTagsToHtml } from './site-tags-html.js';

describe('siteTagsToHtml', () => {
  it('writes void elements without an end tag, bare attributes for true, content as is', () => {
    expect(
      siteTagsToHtml([
        { tagName: 'link', attributes: { rel: 'stylesheet', href: '/k.css?a=1&b="2"' }, innerHTML: null },
        { tagName: 'script', attributes: { src: '/a.js', async: true }, innerHTML: '' },
        { tagName: 'style', attributes: {}, innerHTML: 'a>b{color:red}' },
      ]),
    ).toBe('<link rel="stylesheet" href="/k.css?a=1&amp;b=&quot;2&quot;"><script src="/a.js" async></script><style>a>b{color:red}</style>');
  });
});
