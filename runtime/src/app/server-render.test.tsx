import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { useColorMode } from '../color-mode/ColorModeProvider.js';
import { useHydrated } from '../client/use-hydrated.js';
import { MissingProviderError } from '../client/runtime-context.js';
import { useWindowSize } from '../layout/use-window-size.js';
import { readWindowSize, WindowSizeBeforeHydrationError } from '../layout/window-size.js';
import { NavbarItemError } from '../navbar/navbar-item-error.js';
import { ServerStorageError, storageSlot } from '../storage/storage.js';
import { goldenGraph } from '../test-support/golden-graph.js';
import { planFor, renderApp } from '../test-support/render-app.js';

const FEATURES = new URL('../../../../shared/corpora/features/expected.docusaurus-3.7.0.json', import.meta.url).pathname;

function features(themeConfig: Record<string, unknown> = {}) {
  const { graph, chunks } = goldenGraph(FEATURES, { themeConfig: themeConfig as never });
  return planFor(graph, chunks);
}

describe('server render', () => {
  it('renders a doc page with its sidebar, title and content', () => {
    const { html, title } = renderApp(features(), '/docs/canary/getting-started/examples/audiogram');
    expect(title).toBe('Audiogram | Framewright');
    expect(html).toContain('Synthetic content of docs/02-getting-started/examples/audiogram.mdx');
    expect(html).toContain('aria-label="Docs sidebar"');
    expect(html).toContain('menu__link--active');
  });

  it('renders the lazily loaded views (blog, doc tags) on the server at once', () => {
    const plan = features();
    const blog = renderApp(plan, '/blog');
    expect(blog.html).toContain('<article');
    expect(blog.html).not.toContain('sg-loading');
    const tagsPath = plan.pages.find((p) => p.chain.at(-1)?.view === 'doc-tags-list')!.path;
    const tags = renderApp(plan, tagsPath);
    expect(tags.title).toMatch(/^Tags/);
    expect(tags.html).not.toContain('sg-loading');
  });

  it("shows a blog post's last update in the locale's calendar, with a <time> element", () => {
    const { graph, chunks } = goldenGraph(FEATURES);
    const post = (graph.blog.default!.posts as Record<string, unknown>[])[0]!;
    post.lastUpdatedAt = Date.UTC(2026, 10, 24, 12);
    post.lastUpdatedBy = 'Ada Brightwell';
    const { html } = renderApp(planFor(graph, chunks), post.permalink as string);
    expect(html).toMatch(/Last updated<!-- --> on <b><time dateTime="2026-11-24T12:00:00.000Z" itemProp="dateModified">Nov 24, 2026<\/time><\/b> by <b>Ada Brightwell<\/b>/);
    graph.site.localeConfigs.en!.calendar = 'persian';
    expect(renderApp(planFor(graph, chunks), post.permalink as string).html).toMatch(/<time dateTime="2026-11-24T12:00:00.000Z"[^>]*>[^<]*1405/);
  });

  it('renders the not-found page for unknown paths', () => {
    const { html, title } = renderApp(features(), '/nope');
    expect(title).toBe('Page Not Found | Framewright');
    expect(html).toContain('Page Not Found');
  });

  it('fails with an error naming a navbar item of unknown type', () => {
    const plan = features({ navbar: { items: [{ type: 'fancy', label: 'Fancy item' }] } });
    expect(() => renderApp(plan, '/blog')).toThrow(NavbarItemError);
    expect(() => renderApp(plan, '/blog')).toThrow(/"label":"Fancy item"/);
  });

  it('fails with an error naming a navbar item without a type or target', () => {
    const plan = features({ navbar: { items: [{ label: 'Nowhere' }] } });
    expect(() => renderApp(plan, '/blog')).toThrow(/no type.*"label":"Nowhere"/);
  });

  it('lists the available sidebar ids for an unknown docSidebar item', () => {
    const plan = features({ navbar: { items: [{ type: 'docSidebar', sidebarId: 'nope' }] } });
    expect(() => renderApp(plan, '/blog')).toThrow(/no sidebar with id "nope" in version "3.2".*available sidebar ids: "docs"\)/);
  });

  it('throws when storage is read during the server render', () => {
    const ReadsStorage = () => <span>{storageSlot('theme').get()}</span>;
    expect(() => renderToString(<ReadsStorage />)).toThrow(ServerStorageError);
  });

  it('throws when the window size is read during the server render', () => {
    const ReadsWindow = () => <span>{readWindowSize(typeof window === 'undefined' ? undefined : window, false)}</span>;
    expect(() => renderToString(<ReadsWindow />)).toThrow(WindowSizeBeforeHydrationError);
  });

  it('reports not hydrated and an "ssr" window size during the server render', () => {
    const Flags = () => (
      <span>
        {String(useHydrated())}/{useWindowSize()}
      </span>
    );
    expect(renderToString(<Flags />)).toBe('<span>false<!-- -->/<!-- -->ssr</span>');
  });

  it('throws when a context hook is used outside its provider', () => {
    const Orphan = () => <span>{useColorMode().colorMode}</span>;
    expect(() => renderToString(<Orphan />)).toThrow(MissingProviderError);
  });

  it('renders the configured default colour mode', () => {
    const { html } = renderApp(features({ colorMode: { defaultMode: 'dark' } }), '/blog');
    expect(html).toContain('currently dark mode');
  });
});
