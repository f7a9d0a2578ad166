import { describe, expect, it } from 'vitest';
import { headToHtml } from './head-manager.js';
import { absoluteUrl, alternateLinks, formatTitle, headState } from './head-state.js';

const site = { title: 'Framewright', titleDelimiter: '|', url: 'https://fw.dev', baseUrl: '/base/', noIndex: false };

describe('head', () => {
  it('formats the document title as page, delimiter, site', () => {
    expect(formatTitle('Install', site)).toBe('Install | Framewright');
    expect(formatTitle('', site)).toBe('Framewright');
    expect(formatTitle('Framewright', site)).toBe('Framewright');
    expect(formatTitle('Install', { title: 'S', titleDelimiter: '·' })).toBe('Install · S');
  });
  it('makes absolute URLs for canonical and images', () => {
    expect(absoluteUrl(site, '/base/docs/x')).toBe('https://fw.dev/base/docs/x');
    expect(absoluteUrl(site, 'img/social.png')).toBe('https://fw.dev/base/img/social.png');
    expect(absoluteUrl(site, 'https://cdn.x/y.png')).toBe('https://cdn.x/y.png');
  });
  it('writes description, canonical, social image and robots', () => {
    const h = headState({ ...site, defaultImage: 'img/s.png' }, '/base/docs/x', { title: 'X <y>', description: 'D "q"', noIndex: true });
    const html = headToHtml(h);
    expect(html).toContain('<title>X &lt;y&gt; | Framewright</title>');
    expect(html).toContain('<meta name="description" content="D &quot;q&quot;"');
    expect(html).toContain('<link rel="canonical" href="https://fw.dev/base/docs/x"');
    expect(html).toContain('content="https://fw.dev/base/img/s.png"');
    expect(html).toContain('content="noindex, nofollow"');
  });
});

describe('alternate links of a translated site', () => {
  const site = {
    url: 'https://atlas.example.org',
    baseUrl: '/fr/',
    defaultLocale: 'en',
    localeLinks: [
      { locale: 'en', htmlLang: 'en', baseUrl: '/' },
      { locale: 'fr', htmlLang: 'fr-FR', baseUrl: '/fr/' },
      { locale: 'ar', htmlLang: 'ar', baseUrl: '/ar/' },
    ],
  };
  it('name the page in every locale by htmlLang, plus x-default for the default locale', () => {
    expect(alternateLinks(site, '/fr/docs/x').map((t) => [t.attrs.hreflang, t.attrs.href])).toEqual([
      ['en', 'https://atlas.example.org/docs/x'],
      ['fr-FR', 'https://atlas.example.org/fr/docs/x'],
      ['ar', 'https://atlas.example.org/ar/docs/x'],
      ['x-default', 'https://atlas.example.org/docs/x'],
    ]);
  });
  it('are none for a site of one locale', () => {
    expect(alternateLinks({ ...site, localeLinks: site.localeLinks.slice(0, 1) }, '/docs/x')).toEqual([]);
  });
});
