import { createContext, useContext, useMemo } from 'react';
import { useSiteRuntime } from '../client/runtime-context.js';
import type { DocGeneratedIndexData, IndexCard, ManifestRoute, NavLink } from '../data/site-data.js';
import ThemeDocCardList from '../theme-components/DocCardList.js';
import { useSidebarBreadcrumbs } from '../docusaurus/plugin-content-docs/client.js';
import { IndexCardsContext, IndexCardView } from './IndexCardView.js';
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
  const crumbs = useSidebarBreadcrumbs();
  if (!theme?.DocCard && !theme?.DocCardList) return null;
  const category = crumbs?.[crumbs.length - 1];
  return category?.type === 'category' ? category.items : null;
}

/**
 * Docusaurus's `categoryGeneratedIndex` prop of `@theme/DocCategoryGeneratedIndexPage`: the
 * page's title and description, permalink, keywords, social image, sidebar id and its
 * previous/next pages along the sidebar.
 */
export interface CategoryGeneratedIndex {
  title: string;
  description?: string;
  permalink: string;
  keywords?: string | readonly string[];
  image?: string;
  sidebar?: string;
  navigation: { previous?: NavLink; next?: NavLink };
}

/** Props of `@theme/DocCategoryGeneratedIndexPage`, as Docusaurus's. */
export interface DocCategoryGeneratedIndexPageProps {
  categoryGeneratedIndex: CategoryGeneratedIndex;
}

/** The compiler's cards of the generated index being displayed (the page's props do not carry them, as Docusaurus's do not). */
const GeneratedIndexCardsContext = createContext<readonly IndexCard[]>([]);

/**
 * `@theme/DocCategoryGeneratedIndexPage`: a generated-index category page from its
 * `categoryGeneratedIndex`: title, description, a card per item of the category with the
 * compiler's descriptions, and the paginator; through `@theme/DocCardList` and `@theme/DocCard`
 * when the site swizzles either (the theme's `DocCard` still shows the compiler's description).
 */
export function DocCategoryGeneratedIndexPage({ categoryGeneratedIndex: index }: DocCategoryGeneratedIndexPageProps) {
  const cards = useContext(GeneratedIndexCardsContext);
  const Breadcrumbs = useThemeComponent('DocBreadcrumbs', ThemeDocBreadcrumbs);
  const DocPaginator = useThemeComponent('DocPaginator', ThemeDocPaginator);
  const DocCardList = useThemeComponent('DocCardList', ThemeDocCardList);
  const swizzledItems = useSwizzledCardItems();
  const cardsByHref = useMemo(() => new Map(cards.flatMap((card): [string, IndexCard][] => (card.href ? [[card.href, card]] : []))), [cards]);
  return (
    <div className="doc-page row">
      <PageMeta title={index.title} description={index.description} keywords={index.keywords} image={index.image} />
      <div className="doc-page__main">
        <DocVersionBanner doc={null} />
        <Breadcrumbs />
        <DocVersionBadge />
        <header className="generated-index__header">
          <h1>{index.title}</h1>
          {index.description ? <p>{index.description}</p> : null}
        </header>
        {swizzledItems ? (
          <IndexCardsContext.Provider value={cardsByHref}>
            <DocCardList items={swizzledItems} />
          </IndexCardsContext.Provider>
        ) : (
          <section className="card-grid">
            {cards.map((card, i) => (
              <IndexCardView key={i} card={card} />
            ))}
          </section>
        )}
        <DocPaginator previous={index.navigation.previous ?? null} next={index.navigation.next ?? null} />
      </div>
    </div>
  );
}

/**
 * A generated-index category page's route: its data as `@theme/DocCategoryGeneratedIndexPage`'s
 * props, rendered as the site swizzles it.
 */
export function DocGeneratedIndexPage({ route }: { route: ManifestRoute }) {
  const data = useRouteData<DocGeneratedIndexData>(route, 'doc-generated-index');
  const Page = useThemeComponent('DocCategoryGeneratedIndexPage', DocCategoryGeneratedIndexPage);
  const index = useMemo(
    (): CategoryGeneratedIndex => ({
      title: data.title,
      description: data.description ?? undefined,
      permalink: data.permalink,
      keywords: data.keywords,
      image: data.image ?? undefined,
      sidebar: data.sidebar ?? undefined,
      navigation: { previous: data.previous ?? undefined, next: data.next ?? undefined },
    }),
    [data],
  );
  return (
    <GeneratedIndexCardsContext.Provider value={data.cards}>
      <Page categoryGeneratedIndex={index} />
    </GeneratedIndexCardsContext.Provider>
  );
}
