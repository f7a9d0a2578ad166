import { describe, expect, it } from 'vitest';
import { LinkChecker } from './check-links.js';
import { themeConfigLinks } from './theme-links.js';

const themeConfig = {
  navbar: {
    logo: { src: 'img/logo.svg', href: '/' },
    items: [
      { type: 'doc', docId: 'intro', label: 'Docs' },
      { to: '/blog', label: 'Blog' },
      { label: 'More', items: [{ to: '/governance', label: 'Governance' }, { href: 'https://example.org', label: 'Out' }] },
      { href: 'https://github.com/x', className: 'header-github-link', 'aria-label': 'GitHub' },
    ],
  },
  footer: {
    links: [{ title: 'Docs', items: [{ label: 'Intro', to: '/docs/intro#start' }, { label: 'Gone', to: '/docs/gone' }] }],
  },
};

describe('themeConfigLinks', () => {
  it('lists the navbar and footer links with where each is set', () => {
    expect(themeConfigLinks(themeConfig)).toEqual([
      { url: '/', where: 'themeConfig.navbar.logo.href' },
      { url: '/blog', where: 'themeConfig.navbar.items[1].to' },
      { url: '/governance', where: 'themeConfig.navbar.items[2].items[0].to' },
      { url: 'https://example.org', where: 'themeConfig.navbar.items[2].items[1].href' },
      { url: 'https://github.com/x', where: 'themeConfig.navbar.items[3].href' },
      { url: '/docs/intro#start', where: 'themeConfig.footer.links[0].items[0].to' },
      { url: '/docs/gone', where: 'themeConfig.footer.links[0].items[1].to' },
    ]);
  });
});

describe('LinkChecker.checkThemeLinks', () => {
  it('reports each broken navbar/footer link once, by the severity of onBrokenLinks, naming the config option', () => {
    const checker = new LinkChecker({ routePaths: ['/', '/blog', '/docs/intro'], baseUrl: '/', trailingSlash: null, onBrokenLinks: 'throw', onBrokenAnchors: 'warn', onBrokenMarkdownLinks: 'warn' });
    checker.addPage({ source: 'docs/intro.md', permalink: '/docs/intro', links: [], headingIds: ['start'] });
    const out = checker.checkThemeLinks(themeConfigLinks(themeConfig), 'docusaurus.config.js');
    expect(out).toEqual([
      { level: 'error', code: 'links/broken-link', message: 'Broken link in themeConfig.navbar.items[2].items[0].to, on every page: /governance', file: 'docusaurus.config.js' },
      { level: 'error', code: 'links/broken-link', message: 'Broken link in themeConfig.footer.links[0].items[1].to, on every page: /docs/gone', file: 'docusaurus.config.js' },
    ]);
    const lenient = new LinkChecker({ routePaths: ['/'], baseUrl: '/', trailingSlash: null, onBrokenLinks: 'ignore', onBrokenAnchors: 'ignore', onBrokenMarkdownLinks: 'ignore' });
    expect(lenient.checkThemeLinks(themeConfigLinks(themeConfig), 'x')).toEqual([]);
  });
});
