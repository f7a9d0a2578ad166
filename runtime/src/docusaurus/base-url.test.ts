import { describe, expect, it } from 'vitest';
import { addBaseUrl } from './base-url.js';

const site = { url: 'https://x.test', baseUrl: '/docs-site/' };

describe('addBaseUrl', () => {
  it('puts site paths under the base URL once', () => {
    expect(addBaseUrl(site, '/img/a.png')).toBe('/docs-site/img/a.png');
    expect(addBaseUrl(site, 'img/a.png')).toBe('/docs-site/img/a.png');
    expect(addBaseUrl(site, '/docs-site/img/a.png')).toBe('/docs-site/img/a.png');
    expect(addBaseUrl(site, '/docs-site')).toBe('/docs-site/');
  });

  it('leaves URLs, protocol-relative URLs and hashes alone', () => {
    for (const url of ['https://a.test/x', 'mailto:a@b.c', '//cdn.test/x', '#top', '']) expect(addBaseUrl(site, url)).toBe(url);
  });

  it('honours forcePrependBaseUrl and absolute', () => {
    expect(addBaseUrl(site, '/docs-site/x', { forcePrependBaseUrl: true })).toBe('/docs-site/docs-site/x');
    expect(addBaseUrl(site, '/x', { absolute: true })).toBe('https://x.test/docs-site/x');
  });
});
