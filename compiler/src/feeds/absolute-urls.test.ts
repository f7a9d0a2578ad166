import { describe, expect, it } from 'vitest';
import { absolutizeHtmlUrls } from './absolute-urls.js';

describe('absolutizeHtmlUrls', () => {
  const base = 'https://site.dev/blog/post';
  it('resolves links and images against the post URL', () => {
    expect(absolutizeHtmlUrls('<a href="/docs">d</a><a href="#x">x</a><img src="img.png" alt="i">', base)).toBe(
      '<a href="https://site.dev/docs">d</a><a href="https://site.dev/blog/post#x">x</a><img src="https://site.dev/blog/img.png" alt="i">',
    );
  });
  it('keeps absolute URLs and other elements untouched', () => {
    expect(absolutizeHtmlUrls('<a href="https://x.dev/a?b=1&amp;c=2">x</a><link href="/style.css">', base)).toBe(
      '<a href="https://x.dev/a?b=1&amp;c=2">x</a><link href="/style.css">',
    );
  });
  it('resolves every srcset candidate', () => {
    expect(absolutizeHtmlUrls('<img srcset="a.png 1x, /b.png 2x">', base)).toBe('<img srcset="https://site.dev/blog/a.png 1x, https://site.dev/b.png 2x">');
  });
});
