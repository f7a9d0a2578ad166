import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { SkipToContentFallbackId } from '../docusaurus/theme-common.js';
import { goldenGraph } from '../test-support/golden-graph.js';
import { planFor, renderApp } from '../test-support/render-app.js';
import AnnouncementBar from '../theme-components/AnnouncementBar.js';
import Footer from '../theme-components/Footer.js';
import OriginalLayout, { type LayoutProps } from '../theme-components/Layout.js';
import SkipToContent from '../theme-components/SkipToContent.js';

const FEATURES = new URL('../../../../shared/corpora/features/expected.docusaurus-3.7.0.json', import.meta.url).pathname;

function features() {
  const { graph, chunks } = goldenGraph(FEATURES, { themeConfig: { footer: { copyright: 'Footer of the site' } } } as never);
  return planFor(graph, chunks);
}

/** An ejected `Layout` as ionic-docs writes one: its own chrome, without the navbar. */
function EjectedLayout({ children, noFooter }: LayoutProps) {
  return (
    <>
      <SkipToContent />
      <AnnouncementBar />
      <div id={SkipToContentFallbackId} className="ejected-wrapper">
        {children}
      </div>
      {!noFooter && <Footer />}
    </>
  );
}

/** A wrapping `Layout`: the theme's, inside a provider-like element. */
function WrappingLayout(props: LayoutProps) {
  return (
    <div className="wrapping-layout">
      <OriginalLayout {...props} />
    </div>
  );
}

const count = (html: string, re: RegExp) => html.match(re)?.length ?? 0;

describe('a swizzled Layout renders the chrome, as in Docusaurus', () => {
  it('the theme shell renders it when the site does not swizzle Layout', () => {
    const { html } = renderApp(features(), '/blog');
    expect(count(html, /class="skip-to-content"/g)).toBe(1);
    expect(count(html, /class="navbar /g)).toBe(1);
    expect(count(html, /Footer of the site/g)).toBe(1);
  });

  it('an ejected Layout wraps every theme page (docs, blog, Markdown page, not found), and its chrome is the only one', () => {
    for (const path of ['/blog', '/docs/4.0/guides/timelines', '/about', '/no-such-page']) {
      const { html } = renderApp(features(), path, {}, {}, { Layout: EjectedLayout });
      expect(count(html, /class="skip-to-content"/g), path).toBe(1);
      expect(count(html, /class="navbar /g), path).toBe(0);
      expect(count(html, /Footer of the site/g), path).toBe(1);
      expect(html, path).toContain(`<div id="${SkipToContentFallbackId}" class="ejected-wrapper">`);
      expect(html, path).not.toContain('id="__sg_main"');
    }
  });

  it('a wrapping Layout gets the theme chrome once, from the theme Layout it renders', () => {
    const { html } = renderApp(features(), '/docs/4.0/guides/timelines', {}, {}, { Layout: WrappingLayout });
    expect(html).toMatch(/^<div class="wrapping-layout">/);
    expect(count(html, /class="skip-to-content"/g)).toBe(1);
    expect(count(html, /class="navbar /g)).toBe(1);
    expect(count(html, /Footer of the site/g)).toBe(1);
    expect(count(html, /id="__sg_main"/g)).toBe(1);
  });

  it('a React page is not wrapped again: it renders the site Layout itself, and its noFooter and wrapperClassName apply', () => {
    const plan = features();
    function Page(): ReactNode {
      return (
        <WrappingLayout noFooter wrapperClassName="showcase-wrapper" title="Showcase">
          <p className="page-body">Body</p>
        </WrappingLayout>
      );
    }
    const { html } = renderApp(plan, '/enterprise', {}, { 'src/pages/enterprise.tsx': { default: Page } }, { Layout: WrappingLayout });
    expect(count(html, /class="wrapping-layout"/g)).toBe(1);
    expect(count(html, /class="navbar /g)).toBe(1);
    expect(count(html, /Footer of the site/g)).toBe(0);
    expect(html).toMatch(/class="main-wrapper main-wrapper--jsx-page showcase-wrapper"/);
    expect(html).toContain('<p class="page-body">Body</p>');
  });
});
