import { useMemo } from 'react';
import { useSiteRuntime } from '../client/runtime-context.js';
import type { DocGeneratedIndexData, IndexCard, ManifestRoute } from '../data/site-data.js';
import { useRouteState } from '../router/route-state.js';
import ThemeDocCardList from '../theme-components/DocCardList.js';
import { useLeafDocsSidebar } from './DocRootLayout.js';
import { IndexCardsContext, IndexCardView } from './IndexCardView.js';
import { sidebarBreadcrumbs } from './sidebar-breadcrumbs.js';
import { PageMeta } from '../head/PageMeta.js';
import { useRouteData } from '../router/use-route-data.js';
import { useThemeComponent } from '../swizzle/use-theme-component.js';
import ThemeDocBreadcrumbs from '../theme-components/DocBreadcrumbs.js';
import ThemeDocPaginator from '../theme-components/DocPaginator.js';
import { DocVersionBadge, DocVersionBanner } from './DocVersionBanner.js';

/**
 * The items of the sidebar category whose page this is, when the site swizzles `DocCard` or
 * `DocCardList` (Docusaurus's page renders them with those items); null otherwise, or when the
 * page is in no sidebar, and the theme's cards show the compiler's.
 */
function useSwizzledCardItems() {
  const theme = useSiteRuntime().theme;
  const sidebar = useLeafDocsSidebar();
  const { location } = useRouteState();
  return useMemo(() => {
    if (!theme?.DocCard && !theme?.DocCardList) return null;
    const crumbs = sidebar ? sidebarBreadcrumbs(sidebar.items, location.pathname) : null;
    const category = crumbs?.[crumbs.length - 1];
    return category?.type === 'category' ? category.items : null;
  }, [theme, sidebar, location.pathname]);
}

/**
 * A generated-index category page: title, description and a card per item of the category, with
 * the compiler's descriptions; through `@theme/DocCardList` and `@theme/DocCard` when the site
 * swizzles either (the theme's `DocCard` still shows the compiler's description of each item).
 */
export function DocGeneratedIndexPage({ route }: { route: ManifestRoute }) {
  const data = useRouteData<DocGeneratedIndexData>(route, 'doc-generated-index');
  const Breadcrumbs = useThemeComponent('DocBreadcrumbs', ThemeDocBreadcrumbs);
  const DocPaginator = useThemeComponent('DocPaginator', ThemeDocPaginator);
  const DocCardList = useThemeComponent('DocCardList', ThemeDocCardList);
  const swizzledItems = useSwizzledCardItems();
  const cardsByHref = useMemo(() => new Map(data.cards.flatMap((card): [string, IndexCard][] => (card.href ? [[card.href, card]] : []))), [data.cards]);
  return (
    <div className="doc-page row">
      <PageMeta title={data.title} description={data.description} keywords={data.keywords} image={data.image} />
      <div className="doc-page__main">
        <DocVersionBanner doc={null} />
        <Breadcrumbs />
        <DocVersionBadge />
        <header className="generated-index__header">
          <h1>{data.title}</h1>
          {data.description ? <p>{data.description}</p> : null}
        </header>
        {swizzledItems ? (
          <IndexCardsContext.Provider value={cardsByHref}>
            <DocCardList items={swizzledItems} />
          </IndexCardsContext.Provider>
        ) : (
          <section className="card-grid">
            {data.cards.map((card, i) => (
              <IndexCardView key={i} card={card} />
            ))}
          </section>
        )}
        <DocPaginator previous={data.previous} next={data.next} />
      </div>
    </div>
  );
}
