import type { SidebarGlobalData } from '../sidebars/index.js';
import { normalizeUrl } from '../tags/index.js';
import type { LoadedVersion } from './loaded-version.js';
import { compareCodePoints } from './locale-order.js';

/** A doc (or generated-index page) in the global data: what version dropdowns and doc links need. */
export interface GlobalDoc {
  /** Doc id, or the slug of a generated-index page. */
  id: string;
  /** Permalink. */
  path: string;
  /** Sidebar the doc is in, absent when none. */
  sidebar?: string;
  /** Present (true) only for unlisted docs. */
  unlisted?: true;
}

/** One version in the global data (Docusaurus `GlobalVersion`, sidebars as an ordered list). */
export interface GlobalVersion {
  name: string;
  label: string;
  isLast: boolean;
  path: string;
  mainDocId: string;
  /** Docs then generated-index pages, sorted by id (code-point order, as the golden). */
  docs: GlobalDoc[];
  draftIds: string[];
  sidebars: SidebarGlobalData[];
}

/** The docs plugin global data of one instance (`globalData["docusaurus-plugin-content-docs"][id]`). */
export interface DocsGlobalData {
  /** Docs root: baseUrl + routeBasePath. */
  path: string;
  versions: GlobalVersion[];
  /** The `breadcrumbs` option. */
  breadcrumbs: boolean;
}

/**
 * Builds the global data of a docs instance as Docusaurus 3.7.0's `toGlobalDataVersion` +
 * `setGlobalData`: per version its docs (`{id, path, sidebar?, unlisted?}`), its generated-index
 * pages (`{id: slug, path, sidebar}`), draft ids and each sidebar's first link.
 */
export function buildDocsGlobalData(params: {
  baseUrl: string;
  routeBasePath: string;
  breadcrumbs: boolean;
  versions: readonly LoadedVersion[];
}): DocsGlobalData {
  return {
    path: normalizeUrl([params.baseUrl, params.routeBasePath]),
    breadcrumbs: params.breadcrumbs,
    versions: params.versions.map((v) => ({
      name: v.metadata.name,
      label: v.metadata.label,
      isLast: v.metadata.isLast,
      path: v.metadata.path,
      mainDocId: v.mainDocId,
      docs: [
        ...v.docs.map(
          (d): GlobalDoc => ({
            id: d.id,
            path: d.permalink,
            ...(d.sidebar ? { sidebar: d.sidebar } : {}),
            ...(d.unlisted ? { unlisted: true as const } : {}),
          }),
        ),
        ...v.sidebars.categoryGeneratedIndices.map((c): GlobalDoc => ({ id: c.slug, path: c.permalink, sidebar: c.sidebar })),
      ].sort((a, b) => compareCodePoints(a.id, b.id)),
      draftIds: v.draftIds,
      sidebars: v.sidebars.globalSidebars,
    })),
  };
}
