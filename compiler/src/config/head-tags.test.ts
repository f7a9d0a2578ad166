import { describe, expect, it } from 'vitest';
import { siteConfigSchema } from './site-config.js';
import { siteHeadTagList } from './head-tags.js';

const base = { title: 'T', url: 'https://example.org' };

describe('stylesheets, scripts and headTags', () => {
  it('become one list of head elements in Docusaurus order: headTags, stylesheets, scripts', () => {
    const config = siteConfigSchema.parse({
      ...base,
      headTags: [{ tagName: 'link', attributes: { rel: 'preconnect', href: 'https://cdn.example.org' } }, { tagName: 'script', attributes: { type: 'application/ld+json' }, innerHTML: '{"a":1}' }],
      stylesheets: ['https://cdn.example.org/katex.css', { href: '/x.css', integrity: 'sha384-abc', crossorigin: 'anonymous' }],
      scripts: ['/a.js', { src: '/b.js', async: true, defer: false, 'data-n': 2 }],
    });
    expect(siteHeadTagList(config)).toEqual([
      { tagName: 'link', attributes: { rel: 'preconnect', href: 'https://cdn.example.org' }, innerHTML: null },
      { tagName: 'script', attributes: { type: 'application/ld+json' }, innerHTML: '{"a":1}' },
      { tagName: 'link', attributes: { rel: 'stylesheet', href: 'https://cdn.example.org/katex.css' }, innerHTML: null },
      { tagName: 'link', attributes: { rel: 'stylesheet', href: '/x.css', integrity: 'sha384-abc', crossorigin: 'anonymous' }, innerHTML: null },
      { tagName: 'script', attributes: { src: '/a.js' }, innerHTML: '' },
      { tagName: 'script', attributes: { src: '/b.js', async: true, 'data-n': '2' }, innerHTML: '' },
    ]);
  });

  it('default to none', () => {
    expect(siteHeadTagList(siteConfigSchema.parse(base))).toEqual([]);
  });

  it.each([
    ['a javascript: script', { scripts: ['javascript:alert(1)'] }],
    ['a javascript: stylesheet href', { stylesheets: [{ href: ' JAVA\tSCRIPT:alert(1)' }] }],
    ['a javascript: attribute of a head tag', { headTags: [{ tagName: 'a', attributes: { href: 'javascript:alert(1)' } }] }],
    ['an attribute name that breaks out of the tag', { headTags: [{ tagName: 'meta', attributes: { 'x><script': 'y' } }] }],
    ['a tag name that is not one', { headTags: [{ tagName: 'script><b', attributes: {} }] }],
    ['a script without src', { scripts: [{ async: true }] }],
  ])('refuse %s', (_, options) => {
    expect(siteConfigSchema.safeParse({ ...base, ...options }).success).toBe(false);
  });
});
