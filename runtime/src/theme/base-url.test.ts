import { describe, expect, it } from 'vitest';
import { withBaseUrl } from './base-url.js';

describe('withBaseUrl', () => {
  it('prefixes site paths once', () => {
    expect(withBaseUrl('/base/', 'img/a.png')).toBe('/base/img/a.png');
    expect(withBaseUrl('/base/', '/img/a.png')).toBe('/base/img/a.png');
    expect(withBaseUrl('/base/', '/base/img/a.png')).toBe('/base/img/a.png');
    expect(withBaseUrl('/', 'https://x.org/a.png')).toBe('https://x.org/a.png');
  });
});
