import type { DocsOptions, DocsPluginInstance } from '../config/index.js';
import { currentLocale, type SiteInput } from '../content/index.js';
import { compareDiagnostics, fail, type Diagnostic } from '../diagnostics/index.js';
import type { FileMemo } from '../memo/index.js';
import type { RouteNode } from '../routes/index.js';
import { versionTranslationName } from '../i18n/locale-layout.js';
import type { TranslationMessages } from '../i18n/translation-file.js';
import { compileVersionSidebars } from '../sidebars/index.js';
import type { DocMetadata, DocMetadataBase } from './doc-metadata.js';
import { effectiveDocsOptions, optionsData, versionData, type DocsInstanceData } from './docs-data.js';
import { buildDocsGlobalData, type DocsGlobalData } from './global-data.js';
import { loadVersionDocs } from './load-version-docs.js';
import type { LoadedVersion } from './loaded-version.js';
import { compareCodePoints, compareLocale } from './locale-order.js';
import { buildDocsRoutes } from './routes.js';
import { readSidebarsSource } from './sidebars-source.js';
import { resolveVersions, type VersionMetadata } from './version-metadata.js';
import { versionTags } from './version-tags.js';

/** Everything one docs plugin instance contributes to the site graph. */
export interface DocsInstanceResult {
  /** The golden's `docs.<pluginId>`: resolved options and versions with docs, sidebars, tags. */
  data: DocsInstanceData;
  /** One docs root route with version, sidebar-root, doc, generated-index and tag routes (raw paths). */
  routes: RouteNode[];
  /** The golden's `globalData["docusaurus-plugin-content-docs"][pluginId]`. */
  globalData: DocsGlobalData;
  /** Warnings and infos (inline tags, sidebars), sorted; errors are thrown. */
  diagnostics: Diagnostic[];
  /** Bodies of the published docs of every version, for the content stage, in version then id order. */
  markdown: DocMarkdownSource[];
}

/** A published doc's Markdown body with what rendering it needs. */
export interface DocMarkdownSource {
  /** Site-relative source path. */
  source: string;
  permalink: string;
  version: string;
  /** Site-relative content folder of the doc's version (relative links resolve in it first). */
  contentPath: string;
  content: string;
  bodyLineOffset: number;
  frontMatter: Record<string, unknown>;
}

/** What {@link compileDocsInstance} may reuse from earlier compiles (data, never required). */
export interface DocsInstanceDependencies {
  /** Per-file results (front matter, title, excerpt) of earlier compiles. */
  memo?: FileMemo;
}

/**
 * Compiles one docs plugin instance with Docusaurus 3.7.0 semantics: versions (versions file,
 * `lastVersion`, `onlyIncludeVersions`, per-version options), doc metadata of every version,
 * drafts removed in production, sidebars (via the sidebars stage), navigation, tags, main doc,
 * routes and global data. Pure: reads only `input`; the result does not depend on the order of
 * `input.files`.
 *
 * @throws CompileError naming the file (and line where known) for: bad versions file or version
 *   options (`docs/unknown-version`), a version without docs, malformed or invalid front matter,
 *   invalid ids or slugs, duplicate doc ids, bad `tags.yml`, bad sidebars, unknown doc ids in
 *   sidebars, a missing sidebars file
 */
export function compileDocsInstance(input: SiteInput, plugin: DocsPluginInstance, deps: DocsInstanceDependencies = {}): DocsInstanceResult {
  const options = effectiveDocsOptions(plugin.options);
  const baseUrl = input.config.baseUrl;
  const diagnostics: Diagnostic[] = [];
  const markdown: DocMarkdownSource[] = [];

  const versions = resolveVersions(input.files, options, baseUrl, input.configFile).map((resolved) => {
    // The locale's `current.json` / `version-<v>.json` (version label, sidebar labels).
    const translations = input.locale?.docsTranslations.get(`${plugin.id}/${versionTranslationName(resolved.name)}`);
    const label = translations?.get('version.label');
    const metadata = label === undefined ? resolved : { ...resolved, label };
    const r = loadVersion(input, plugin.id, options, metadata, deps.memo, translations);
    diagnostics.push(...r.diagnostics);
    markdown.push(...r.markdown);
    return r.version;
  });

  return {
    data: { options: optionsData(options), versions: versions.map(versionData) },
    routes: buildDocsRoutes({
      pluginId: plugin.id,
      baseUrl,
      routeBasePath: options.routeBasePath,
      docItemComponent: options.docItemComponent,
      versions,
    }),
    globalData: buildDocsGlobalData({ baseUrl, routeBasePath: options.routeBasePath, breadcrumbs: options.breadcrumbs, versions }),
    diagnostics: diagnostics.sort(compareDiagnostics),
    markdown,
  };
}

function loadVersion(
  input: SiteInput,
  pluginId: string,
  options: DocsOptions,
  metadata: VersionMetadata,
  memo: FileMemo | undefined,
  translations: TranslationMessages | undefined,
): { version: LoadedVersion; markdown: DocMarkdownSource[]; diagnostics: Diagnostic[] } {
  const editUrlFunction = input.editUrlFunctions?.get(`content-docs@${pluginId}`);
  const loaded = loadVersionDocs(input.files, metadata, options, input.mode, memo, {
    fileHistory: input.fileHistory,
    ...(editUrlFunction ? { editUrl: { fn: editUrlFunction, locale: currentLocale(input) } } : {}),
  });
  const draftIds = loaded.docs
    .filter((d) => d.draft)
    .map((d) => d.id)
    .sort(compareCodePoints);
  const docsBase = loaded.docs.filter((d) => !d.draft).sort((a, b) => compareLocale(a.id, b.id));
  if (docsBase.length === 0) {
    fail('docs/no-docs', `Docs version "${metadata.name}" has only draft docs; at least one doc must be published.`, {
      file: metadata.contentPath,
    });
  }

  const sidebars = compileVersionSidebars({
    versionName: metadata.name,
    docs: docsBase,
    draftIds,
    files: input.files,
    contentPath: metadata.contentPath,
    sidebars: readSidebarsSource(input, metadata),
    sidebarFilePath: typeof metadata.sidebarFilePath === 'string' ? metadata.sidebarFilePath : null,
    versionPath: metadata.path,
    options: {
      sidebarCollapsible: options.sidebarCollapsible,
      sidebarCollapsed: options.sidebarCollapsed,
      numberPrefixParser: options.numberPrefixParser,
    },
    ...(translations ? { translations } : {}),
  });

  // The docs were made for this compile (processDoc): completed in place rather than copied
  // (a copy of 50,000 docs took 0.2 s and its garbage as much again).
  const docs = docsBase.map((doc): DocMetadata => {
    const nav = sidebars.docNavigation[doc.id];
    return Object.assign(doc, { sidebar: nav?.sidebar ?? null, previous: nav?.previous ?? null, next: nav?.next ?? null });
  });

  return {
    version: {
      metadata,
      docs,
      draftIds,
      mainDocId: mainDocId(docsBase, sidebars.firstDocIdOfFirstSidebar),
      tags: versionTags(docs),
      sidebars,
    },
    markdown: docs.map((doc): DocMarkdownSource => {
      const body = loaded.bodies.get(doc.source)!;
      return {
        source: doc.source,
        permalink: doc.permalink,
        version: metadata.name,
        contentPath: metadata.contentPath,
        content: body.content,
        bodyLineOffset: body.bodyLineOffset,
        frontMatter: doc.frontMatter,
      };
    }),
    diagnostics: [...loaded.diagnostics, ...sidebars.diagnostics],
  };
}

/**
 * Docusaurus's `getMainDocId`: the doc with slug `/`, else the first doc of the first sidebar,
 * else the first doc (docs in Docusaurus order).
 */
export function mainDocId(docs: readonly DocMetadataBase[], firstDocIdOfFirstSidebar: string | undefined): string {
  const home = docs.find((d) => d.slug === '/');
  if (home) return home.id;
  if (firstDocIdOfFirstSidebar !== undefined && docs.some((d) => d.id === firstDocIdOfFirstSidebar)) return firstDocIdOfFirstSidebar;
  return docs[0]!.id;
}
