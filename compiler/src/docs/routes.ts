import type { RouteNode, RouteShows } from '../routes/index.js';
import type { CategoryGeneratedIndex } from '../sidebars/index.js';
import { normalizeUrl } from '../tags/index.js';
import type { LoadedVersion } from './loaded-version.js';
import { compareLocale } from './locale-order.js';
import { tagPageDocIds } from './version-tags.js';

/** Theme components of the docs routes, as Docusaurus 3.7.0 names them. */
export const DOCS_COMPONENTS = {
  docsRoot: '@theme/DocsRoot',
  versionRoot: '@theme/DocVersionRoot',
  sidebarRoot: '@theme/DocRoot',
  tagsList: '@theme/DocTagsListPage',
  tagDocList: '@theme/DocTagDocListPage',
  generatedIndex: '@theme/DocCategoryGeneratedIndexPage',
} as const;

/**
 * Builds the route tree of a docs instance as Docusaurus 3.7.0's `buildAllRoutes`: one docs root
 * (`baseUrl` + `routeBasePath`, `@theme/DocsRoot`) holding one `@theme/DocVersionRoot` per
 * version (with its `priority`), each holding the sidebar root `@theme/DocRoot` (doc pages in
 * version doc order, then generated-index pages) followed by the tags list page (only when a
 * listed tag exists) and one page per tag. Paths are raw: baseUrl included, no trailing-slash
 * handling, no sorting.
 *
 * @param docItemComponent the `docItemComponent` option (`@theme/DocItem` by default)
 */
export function buildDocsRoutes(params: {
  pluginId: string;
  baseUrl: string;
  routeBasePath: string;
  docItemComponent: string;
  versions: readonly LoadedVersion[];
}): RouteNode[] {
  const plugin = `docusaurus-plugin-content-docs@${params.pluginId}`;

  const versionRoute = (v: LoadedVersion): RouteNode => {
    const version = v.metadata.name;
    const docRoutes = v.docs.map(
      (doc): RouteNode => ({
        path: doc.permalink,
        exact: true,
        component: params.docItemComponent,
        plugin,
        shows: { kind: 'doc', docId: doc.id, version, source: doc.source },
        ...(doc.sidebar ? { sidebar: doc.sidebar } : {}),
      }),
    );
    const indexRoutes = v.sidebars.categoryGeneratedIndices.map((index: CategoryGeneratedIndex): RouteNode => {
      return {
        path: index.permalink,
        exact: true,
        component: DOCS_COMPONENTS.generatedIndex,
        plugin,
        shows: { kind: 'docs-category-generated-index', version, slug: index.slug, title: index.title },
        ...(index.sidebar ? { sidebar: index.sidebar } : {}),
      };
    });
    const sidebarRoot: RouteNode = {
      path: v.metadata.path,
      exact: false,
      component: DOCS_COMPONENTS.sidebarRoot,
      plugin,
      shows: { kind: 'docs-version-sidebar-root', version },
      routes: [...docRoutes, ...indexRoutes],
    };

    const listedTags = v.tags.filter((t) => !t.unlisted);
    const tagsListRoute: RouteNode[] = listedTags.length
      ? [
          {
            path: v.metadata.tagsPath,
            exact: true,
            component: DOCS_COMPONENTS.tagsList,
            plugin,
            shows: { kind: 'docs-tags-list', version, tags: listedTags.map((t) => t.label) },
          },
        ]
      : [];
    const titleOf = new Map(v.docs.map((d) => [d.id, d.title]));
    const tagRoutes = v.tags.map(
      (tag): RouteNode => ({
        path: tag.permalink,
        exact: true,
        component: DOCS_COMPONENTS.tagDocList,
        plugin,
        shows: {
          kind: 'docs-tag',
          version,
          label: tag.label,
          // The tag page lists its docs by title (stable sort, Docusaurus `toTagDocListProp`).
          docIds: tagPageDocIds(tag).sort((a, b) => compareLocale(titleOf.get(a) ?? '', titleOf.get(b) ?? '')),
        },
      }),
    );

    return {
      path: v.metadata.path,
      exact: false,
      component: DOCS_COMPONENTS.versionRoot,
      plugin,
      shows: { kind: 'docs-version', version },
      ...(v.metadata.routePriority !== undefined ? { priority: v.metadata.routePriority } : {}),
      routes: [sidebarRoot, ...tagsListRoute, ...tagRoutes],
    };
  };

  return [
    {
      path: normalizeUrl([params.baseUrl, params.routeBasePath]),
      exact: false,
      component: DOCS_COMPONENTS.docsRoot,
      plugin,
      shows: { kind: 'docs-root' },
      routes: params.versions.map(versionRoute),
    },
  ];
}
