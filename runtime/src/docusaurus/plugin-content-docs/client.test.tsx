import { describe, expect, it } from 'vitest';
import { goldenGraph } from '../../test-support/golden-graph.js';
import { planFor, renderApp } from '../../test-support/render-app.js';
import DocCardList from '../../theme-components/DocCardList.js';
import { ThemeClassNames, usePluralForm } from '../theme-common.js';
import { isActiveSidebarItem as isActiveFromInternal } from '../theme-common/internal.js';
import IconExternalLink from '../../theme-components/Icon/ExternalLink.js';
import { Link } from '../../router/Link.js';
import { findFirstSidebarItemLink, isActiveSidebarItem, useCurrentSidebarCategory, useDocsSidebar, useSidebarBreadcrumbs } from './client.js';
import type { SidebarItem } from '../../data/site-data.js';

const FEATURES = new URL('../../../../../shared/corpora/features/expected.docusaurus-3.7.0.json', import.meta.url).pathname;

function features() {
  const { graph, chunks } = goldenGraph(FEATURES, {} as never);
  return planFor(graph, chunks);
}

/** What a swizzled DocBreadcrumbs built on the docs hooks shows: the sidebar, the crumbs, the current category's cards. */
function HookedBreadcrumbs() {
  const sidebar = useDocsSidebar();
  const crumbs = useSidebarBreadcrumbs();
  const { selectMessage } = usePluralForm();
  let category: ReturnType<typeof useCurrentSidebarCategory> | null = null;
  let thrown = '';
  try {
    // eslint-disable-next-line react-hooks/rules-of-hooks -- always called; the try only catches the throw under test
    category = useCurrentSidebarCategory();
  } catch (error) {
    thrown = (error as Error).message;
  }
  return (
    <div className="hooks" data-sidebar={sidebar?.name} data-crumbs={crumbs?.map((c) => (c.type === 'html' ? '' : c.label)).join(' > ')} data-thrown={thrown}>
      {category ? <p className="count">{selectMessage(category.items.length, 'One item|{count} items').replace('{count}', String(category.items.length))}</p> : null}
      {category ? <DocCardList items={category.items} /> : null}
    </div>
  );
}

describe('@docusaurus/plugin-content-docs/client sidebar hooks', () => {
  it("a generated-index page's category, its breadcrumbs and sidebar, and cards of its items through DocCardList", () => {
    const plan = features();
    const html = renderApp(plan, '/docs/4.0/category/examples', {}, {}, { DocBreadcrumbs: HookedBreadcrumbs }).html;
    const hooks = html.match(/<div class="hooks" data-sidebar="([^"]+)" data-crumbs="([^"]+)" data-thrown="">/);
    expect(hooks).not.toBeNull();
    expect(hooks![2]!.split(' &gt; ').at(-1)).toBe('Examples');
    const count = html.match(/<p class="count">(One item|(\d+) items)<\/p>/);
    expect(count).not.toBeNull();
    const items = count![2] ? Number(count![2]) : 1;
    // The same items as the page's own cards, which the compiler listed.
    const pageCards = (html.match(/<a href="[^"]+" class="card">/g) ?? []).length;
    expect((html.match(/<article class="col col--6 margin-bottom--lg">/g) ?? []).length).toBe(items);
    expect(pageCards).toBe(2 * items);
  });

  it("DocCardList without items lists the current category's", () => {
    const page = '/docs/4.0/category/examples';
    const given = renderApp(features(), page, {}, {}, { DocBreadcrumbs: () => <DocCardList items={useCurrentSidebarCategory().items} className="given" /> }).html;
    const defaulted = renderApp(features(), page, {}, {}, { DocBreadcrumbs: () => <DocCardList className="given" /> }).html;
    expect(given).toContain('<section class="row doc-card-list given"><article');
    expect(defaulted).toBe(given);
  });

  it('useCurrentSidebarCategory throws on a doc that is not a category page, and the crumbs end at the doc', () => {
    const html = renderApp(features(), '/docs/4.0/guides/timelines', {}, {}, { DocBreadcrumbs: HookedBreadcrumbs }).html;
    expect(html).toMatch(/data-crumbs="[^"]*Timelines" data-thrown="useCurrentSidebarCategory\(\) of @docusaurus\/plugin-content-docs\/client was called on \/docs\/4.0\/guides\/timelines, which is not a sidebar category&#x27;s page."/);
    expect(html).not.toContain('class="count"');
  });

  it('an ejected DocSidebarItem/Link written as Docusaurus users write one renders every link, with the level class and the active mark', () => {
    const path = '/docs/4.0/guides/timelines';
    function EjectedLink({ item, activePath, level }: { item: SidebarItem; activePath: string; level: number }) {
      if (item.type !== 'link') return null;
      const active = isActiveSidebarItem(item, activePath);
      expect(isActiveFromInternal(item, activePath)).toBe(active);
      return (
        <li className={[ThemeClassNames.docs.docSidebarItemLink, ThemeClassNames.docs.docSidebarItemLinkLevel(level), 'menu__list-item'].join(' ')}>
          <Link to={item.href} className={`menu__link${active ? ' menu__link--active' : ''}`}>
            {item.label}
            {item.href.startsWith('http') ? <IconExternalLink /> : null}
          </Link>
        </li>
      );
    }
    const html = renderApp(features(), path, {}, {}, { 'DocSidebarItem/Link': EjectedLink }).html;
    const sidebar = html.slice(html.indexOf('<aside class="docs-sidebar-container">'), html.indexOf('</aside>'));
    expect(sidebar).toMatch(/<li class="theme-doc-sidebar-item-link theme-doc-sidebar-item-link-level-1 menu__list-item">/);
    expect(sidebar).toMatch(/<li class="theme-doc-sidebar-item-link theme-doc-sidebar-item-link-level-2 menu__list-item"><a [^>]*class="menu__link menu__link--active"[^>]*>Timelines</);
    expect((sidebar.match(/menu__link--active/g) ?? []).length).toBeGreaterThanOrEqual(1);
    expect(ThemeClassNames.docs.docSidebarItemCategoryLevel(3)).toBe('theme-doc-sidebar-item-category-level-3');
    expect(ThemeClassNames.common.admonitionType('tip')).toBe('theme-admonition-tip');
  });

  it('findFirstSidebarItemLink: a link, a category link, else the first link inside, depth first', () => {
    const link = (href: string): SidebarItem => ({ type: 'link', label: href, href }) as SidebarItem;
    const category = (href: string | null, items: SidebarItem[]): SidebarItem => ({ type: 'category', label: 'c', href, items, collapsed: true, collapsible: true }) as unknown as SidebarItem;
    expect(findFirstSidebarItemLink(link('/a'))).toBe('/a');
    expect(findFirstSidebarItemLink(category('/c', [link('/a')]))).toBe('/c');
    expect(findFirstSidebarItemLink(category(null, [category(null, []), category(null, [link('/deep')]), link('/b')]))).toBe('/deep');
    expect(findFirstSidebarItemLink(category(null, []))).toBeUndefined();
  });

  it("usePluralForm picks the locale's form, the last one when a message has fewer", () => {
    const { selectMessage } = usePluralForm();
    expect(selectMessage(1, 'One item|{count} items')).toBe('One item');
    expect(selectMessage(0, 'One item|{count} items')).toBe('{count} items');
    expect(selectMessage(5, 'Items')).toBe('Items');
  });
});
