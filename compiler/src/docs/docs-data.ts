import type { DocsOptions, DocsOptionsInput } from '../config/index.js';
import type { CategoryGeneratedIndex, LoadedSidebars, PropSidebars } from '../sidebars/index.js';
import type { DocMetadata } from './doc-metadata.js';
import type { LoadedVersion } from './loaded-version.js';
import { compareCodePoints } from './locale-order.js';
import type { VersionTag } from './version-tags.js';

/**
 * A doc as the graph carries it (the golden's `docs.<id>.versions[].docs[]`): the doc metadata
 * with JSON's `null` for a missing sidebar position.
 */
export type DocData = Omit<DocMetadata, 'sidebarPosition'> & { sidebarPosition: number | null };

/** A version as the graph carries it (the golden's `docs.<id>.versions[]`). */
export interface VersionData {
  name: string;
  label: string;
  path: string;
  tagsPath: string;
  isLast: boolean;
  routePriority: number | null;
  mainDocId: string;
  banner: string | null;
  badge: boolean;
  noIndex: boolean;
  className: string;
  contentPath: string;
  sidebarFilePath: string | false | null;
  editUrl: string | null;
  /** Ids of the built docs, code-point order. */
  docIds: string[];
  draftIds: string[];
  /** Docs sorted by id (code-point order). */
  docs: DocData[];
  categoryGeneratedIndices: CategoryGeneratedIndex[];
  sidebars: PropSidebars;
  sidebarsLoaded: LoadedSidebars;
  /** Tags sorted by permalink (code-point order). */
  tags: VersionTag[];
}

/** The resolved options as the golden lists them (`docs.<id>.options`). */
export interface DocsOptionsData {
  path: string;
  routeBasePath: string;
  tagsBasePath: string;
  include: string[];
  exclude: string[];
  sidebarPath?: string | false;
  sidebarCollapsible: boolean;
  sidebarCollapsed: boolean;
  breadcrumbs: boolean;
  editUrl: string | null;
  editCurrentVersion: boolean;
  includeCurrentVersion: boolean;
  disableVersioning: boolean;
  lastVersion: string | null;
  onlyIncludeVersions: string[] | null;
  versions: DocsOptions['versions'];
}

/** The golden's `docs.<pluginId>`: resolved options and versions. */
export interface DocsInstanceData {
  options: DocsOptionsData;
  versions: VersionData[];
}

/**
 * The options as Docusaurus 3.7.0 uses them after validation: with `sidebarCollapsible: false`,
 * `sidebarCollapsed` is false too (Docusaurus also warns when the user set it to true; the
 * validated config cannot tell a given `true` from the default, so no warning is emitted).
 */
export function effectiveDocsOptions(options: DocsOptions): DocsOptions {
  return options.sidebarCollapsible ? options : { ...options, sidebarCollapsed: false };
}

/**
 * The resolved options in the golden's projection. Docusaurus adds a leading slash to a
 * `routeBasePath` the user gives (Joi `RouteBasePathSchema`) but not to the default `docs`;
 * the validated config no longer says whether the value was given, so the default value is
 * kept as is and any other value gets its leading slash (a given `routeBasePath: "docs"` thus
 * shows as `docs`, where Docusaurus shows `/docs`; routes are the same either way).
 */
export function optionsData(options: DocsOptions): DocsOptionsData {
  const defaultRouteBasePath: NonNullable<DocsOptionsInput['routeBasePath']> = 'docs';
  return {
    path: options.path,
    routeBasePath:
      options.routeBasePath === defaultRouteBasePath || options.routeBasePath.startsWith('/') ? options.routeBasePath : `/${options.routeBasePath}`,
    tagsBasePath: options.tagsBasePath,
    include: [...options.include],
    exclude: [...options.exclude],
    ...(options.sidebarPath !== undefined ? { sidebarPath: options.sidebarPath } : {}),
    sidebarCollapsible: options.sidebarCollapsible,
    sidebarCollapsed: options.sidebarCollapsed,
    breadcrumbs: options.breadcrumbs,
    editUrl: options.editUrl ?? null,
    editCurrentVersion: options.editCurrentVersion,
    includeCurrentVersion: options.includeCurrentVersion,
    disableVersioning: options.disableVersioning,
    lastVersion: options.lastVersion ?? null,
    onlyIncludeVersions: options.onlyIncludeVersions ? [...options.onlyIncludeVersions] : null,
    versions: options.versions,
  };
}

/** A loaded version in the golden's shape: docs and tags sorted, undefined → null. */
export function versionData(v: LoadedVersion): VersionData {
  const m = v.metadata;
  const docs = [...v.docs].sort((a, b) => compareCodePoints(a.id, b.id));
  return {
    name: m.name,
    label: m.label,
    path: m.path,
    tagsPath: m.tagsPath,
    isLast: m.isLast,
    routePriority: m.routePriority ?? null,
    mainDocId: v.mainDocId,
    banner: m.banner,
    badge: m.badge,
    noIndex: m.noIndex,
    className: m.className,
    contentPath: m.contentPath,
    sidebarFilePath: m.sidebarFilePath ?? null,
    editUrl: m.editUrl ?? null,
    docIds: docs.map((d) => d.id),
    draftIds: v.draftIds,
    docs: docs.map(
      (d): DocData => ({
        id: d.id,
        version: d.version,
        title: d.title,
        description: d.description,
        source: d.source,
        sourceDirName: d.sourceDirName,
        slug: d.slug,
        permalink: d.permalink,
        sidebar: d.sidebar,
        sidebarPosition: d.sidebarPosition ?? null,
        draft: d.draft,
        unlisted: d.unlisted,
        editUrl: d.editUrl,
        tags: d.tags,
        previous: d.previous,
        next: d.next,
        frontMatter: d.frontMatter,
        ...(d.lastUpdatedAt !== undefined ? { lastUpdatedAt: d.lastUpdatedAt } : {}),
        ...(d.lastUpdatedBy !== undefined ? { lastUpdatedBy: d.lastUpdatedBy } : {}),
      }),
    ),
    categoryGeneratedIndices: v.sidebars.categoryGeneratedIndices,
    sidebars: v.sidebars.sidebars,
    sidebarsLoaded: v.sidebars.sidebarsLoaded,
    tags: [...v.tags].sort((a, b) => compareCodePoints(a.permalink, b.permalink)),
  };
}
