import { describe, expect, it } from 'vitest';
import { BASE_URL_BANNER_ID, baseUrlBannerScript } from './base-url-banner.js';

function run(baseUrl: string, pathname: string): string | null {
  let inserted: { id: string; textContent: string } | null = null;
  const document = {
    createElement: () => ({ id: '', textContent: '', style: {}, setAttribute() {} }),
    body: { firstChild: null, insertBefore: (el: { id: string; textContent: string }) => (inserted = el) },
  };
  new Function('document', 'location', baseUrlBannerScript(baseUrl))(document, { pathname });
  return inserted ? (inserted as { id: string; textContent: string }).textContent : null;
}

describe('base URL banner', () => {
  it('shows only when the home path is outside the base URL', () => {
    expect(run('/base/', '/base/')).toBeNull();
    const text = run('/base/', '/');
    expect(text).toContain('base URL /base/');
    expect(text).toContain('Try the base URL /');
    expect(BASE_URL_BANNER_ID).toMatch(/banner/);
  });
});
