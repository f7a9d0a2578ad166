import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { goldenGraph } from '../test-support/golden-graph.js';
import { planFor, renderApp } from '../test-support/render-app.js';
import type { FooterLayoutProps } from '../theme-components/Footer/Layout.js';
import OriginalLinkItem from '../theme-components/Footer/LinkItem.js';
import type { FooterLinkItem } from './footer-config.js';

const FEATURES = new URL('../../../../shared/corpora/features/expected.docusaurus-3.7.0.json', import.meta.url).pathname;

const footer = {
  style: 'dark',
  links: [
    { title: 'Docs', items: [{ label: 'Intro', to: '/docs/intro' }, { html: '<span class="raw">Raw</span>' }] },
    { title: 'More', items: [{ label: 'GitHub', href: 'https://github.com/example' }] },
  ],
  logo: { src: 'img/logo.svg', alt: 'Logo' },
  copyright: 'Copyright © {year} Example',
};

function render(theme?: Record<string, unknown>) {
  const { graph, chunks } = goldenGraph(FEATURES, { themeConfig: { footer } } as never);
  const html = renderApp(planFor(graph, chunks), '/blog', {}, {}, theme).html;
  return html.slice(html.indexOf('<footer class="footer'), html.indexOf('</footer>', html.indexOf('<footer class="footer')) + '</footer>'.length);
}

describe('the footer is rendered from its parts, as the site swizzles them', () => {
  it('renders the theme parts: columns, raw HTML items, the logo, the copyright with the build year', () => {
    const html = render();
    expect(html).toMatch(/^<footer class="footer footer--dark"><div class="container"><div class="footer__links">/);
    expect(html).toContain('<div class="footer__title">Docs</div>');
    expect(html).toContain('<li class="footer__item"><span class="raw">Raw</span></li>');
    expect(html).toMatch(/<a[^>]*href="https:\/\/github.com\/example"[^>]*>GitHub<span class="footer__external" aria-hidden="true"> ↗<\/span><\/a>/);
    expect(html).toContain('alt="Logo"');
    expect(html).toMatch(/<div class="footer__copyright">Copyright © \d{4} Example<\/div>/);
  });

  it('a swizzled Footer/Layout gets the rendered links, logo and copyright (electron swizzles only this part)', () => {
    function Layout({ style, links, logo, copyright }: FooterLayoutProps): ReactNode {
      return (
        <footer className={`footer my-footer my-footer--${style}`}>
          {links}
          <div className="my-bottom">
            {logo}
            {copyright}
            <span>Hosted by us</span>
          </div>
        </footer>
      );
    }
    const html = render({ 'Footer/Layout': Layout });
    expect(html).toMatch(/^<footer class="footer my-footer my-footer--dark"><div class="footer__links">/);
    expect(html).toContain('<div class="footer__title">More</div>');
    expect(html).toMatch(/<div class="my-bottom"><div class="footer__logo-wrapper">[^]*<div class="footer__copyright">Copyright © \d{4} Example<\/div><span>Hosted by us<\/span><\/div><\/footer>$/);
    expect(html).not.toContain('footer__made-with');
  });

  it('a swizzled Footer/LinkItem, Footer/Copyright and Footer/Logo replace theirs, and LinkItem can wrap the original', () => {
    const html = render({
      'Footer/LinkItem': ({ item }: { item: FooterLinkItem }) => (
        <span className="my-item">
          <OriginalLinkItem item={item} />
        </span>
      ),
      'Footer/Copyright': ({ copyright }: { copyright: string }) => <p className="my-copyright">{copyright}</p>,
      'Footer/Logo': () => <i className="my-logo" />,
    });
    expect(html.match(/<li class="footer__item"><span class="my-item"><a /g)).toHaveLength(2);
    expect(html).toContain('<li class="footer__item"><span class="raw">Raw</span></li>');
    expect(html).toMatch(/<p class="my-copyright">Copyright © \d{4} Example<\/p>/);
    expect(html).toContain('<i class="my-logo"></i>');
    expect(html).not.toContain('footer__logo-wrapper');
  });
});
