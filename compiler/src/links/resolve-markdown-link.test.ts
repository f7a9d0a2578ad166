import { describe, expect, it } from 'vitest';
import { normalizeSitePath, resolveMarkdownLinkPathname, sourceToPermalinkMap, type MarkdownLinkContext } from './resolve-markdown-link.js';

const map = sourceToPermalinkMap([
  { source: 'docs/intro.md', permalink: '/docs/next/intro' },
  { source: 'docs/guides/setup.md', permalink: '/docs/next/guides/setup' },
  { source: 'docs/guides/intro.md', permalink: '/docs/next/guides/intro' },
  { source: 'docs/a b.md', permalink: '/docs/next/a-b' },
  { source: 'versioned_docs/version-1.0/intro.md', permalink: '/docs/intro' },
  { source: 'versioned_docs/version-1.0/guides/setup.md', permalink: '/docs/guides/setup' },
]);

const current = (sourceFile: string): MarkdownLinkContext => ({ sourceFile, contentPaths: ['docs'], sourceToPermalink: map });
const v1 = (sourceFile: string): MarkdownLinkContext => ({ sourceFile, contentPaths: ['versioned_docs/version-1.0'], sourceToPermalink: map });

describe('resolveMarkdownLinkPathname', () => {
  it('resolves ./ and ../ next to the file only', () => {
    expect(resolveMarkdownLinkPathname('./setup.md', current('docs/guides/intro.md'))).toBe('/docs/next/guides/setup');
    expect(resolveMarkdownLinkPathname('../intro.md', current('docs/guides/setup.md'))).toBe('/docs/next/intro');
    expect(resolveMarkdownLinkPathname('./intro.md', current('docs/other/x.md'))).toBeNull();
  });

  it('tries the version content folder first for bare links, then the site, then next to the file', () => {
    // "intro.md" exists both at the content root and next to the file: the content root wins.
    expect(resolveMarkdownLinkPathname('intro.md', current('docs/guides/setup.md'))).toBe('/docs/next/intro');
    expect(resolveMarkdownLinkPathname('guides/setup.md', v1('versioned_docs/version-1.0/intro.md'))).toBe('/docs/guides/setup');
    expect(resolveMarkdownLinkPathname('docs/intro.md', v1('versioned_docs/version-1.0/intro.md'))).toBe('/docs/next/intro');
    expect(resolveMarkdownLinkPathname('setup.md', current('docs/guides/intro.md'))).toBe('/docs/next/guides/setup');
  });

  it('resolves /x.md from the content folders and the site folder, never next to the file', () => {
    expect(resolveMarkdownLinkPathname('/guides/setup.md', v1('versioned_docs/version-1.0/intro.md'))).toBe('/docs/guides/setup');
    expect(resolveMarkdownLinkPathname('/docs/intro.md', v1('versioned_docs/version-1.0/intro.md'))).toBe('/docs/next/intro');
    expect(resolveMarkdownLinkPathname('/setup.md', current('docs/guides/intro.md'))).toBeNull();
  });

  it('decodes the link, and gives up on a malformed escape or a path above the site', () => {
    expect(resolveMarkdownLinkPathname('./a%20b.md', current('docs/intro.md'))).toBe('/docs/next/a-b');
    expect(resolveMarkdownLinkPathname('./a%zz.md', current('docs/intro.md'))).toBeNull();
    expect(resolveMarkdownLinkPathname('../../../intro.md', current('docs/intro.md'))).toBeNull();
  });
});

describe('normalizeSitePath', () => {
  it('normalizes and refuses to climb above the site', () => {
    expect(normalizeSitePath('a/./b/../c')).toBe('a/c');
    expect(normalizeSitePath('/a//b')).toBe('a/b');
    expect(normalizeSitePath('../a')).toBeUndefined();
  });
});
