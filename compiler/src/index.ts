/**
 * `@sitegraph/compiler`: compiles a Docusaurus-compatible content tree (docs, blog, pages,
 * sidebars, versions, tags) into one validated JSON site graph (DESIGN.md).
 *
 *   const input = await loadSite('website');          // the only I/O
 *   const { graph, diagnostics } = compile(input);    // pure, deterministic
 *   await writeSite(compile(input), 'out', { siteDir: 'website' });
 *
 * The graph's shape is {@link siteGraphSchema} (zod); every type here is `z.infer` of it, and
 * `@sitegraph/compiler/site-graph.schema.json` is the same schema as JSON Schema (draft 2020-12)
 * for tools in other languages. Every graph carries `schemaVersion` (semver).
 */
export { loadSite, siteInputFromFiles, type LoadSiteOptions, type SiteInput, type SiteLocale, type AssetFile } from './content/index.js';
export { localizeSiteInput, localizedBaseUrl, parseTranslationFile, type TranslationMessages } from './i18n/index.js';
export type { FileHistory } from './content/file-history.js';
export type { MarkdownPlugins, ModuleImport, PageCode, PartialChunk, PartialUse, TocEntry, TocTreeNode } from './markdown/index.js';
export type { BlogEditUrlParams, DocsEditUrlParams, EditUrlFunction } from './config/edit-url-function.js';
export { compile, compileAsync, type CompileOptions, type CompileResult, type SearchRecord } from './api/compile-site.js';
export { writeSite, type WriteSiteOptions } from './api/write-site.js';
export { build, type BuildOptions, type BuildProgress, type BuildResult, type BuiltLocale } from './api/build-site.js';
export { createCompiler, type Compiler, type CreateCompilerOptions } from './api/create-compiler.js';
export { createDevCompiler, type DevCompiler, type DevCompilerOptions, type DevCompileOutput } from './api/dev-compiler.js';
export {
  DOCSEARCH_INDEX_SETTINGS,
  pushSearchRecords,
  readPushSource,
  type PushIndex,
  type PushOptions,
  type PushProgress,
  type PushResult,
  type PushSource,
  type PushTarget,
} from './search-push/index.js';
export { CompileError, formatDiagnostic, type Diagnostic, type DiagnosticLevel } from './diagnostics/index.js';
export { UserError, isUserError } from './safety/index.js';
export type { OpenTextFile, OutputCopy, OutputFile, TextFileSink } from './output/index.js';
export type { DevCompileResult, DevContent, DevContentEdit, DevSearchIndex, DevSnapshotAttachment, RuntimeApi, StoredBytes } from './runtime-contract.js';
export { siteConfigSchema, validateSiteConfig, type SiteConfig, type SiteConfigInput, type ValidateSiteConfigOptions } from './config/index.js';
export { flattenRoutes, type FlatRoute } from './routes/index.js';
export type { Json } from './json/index.js';
export { encodeCompactIndex, type CompactSearchIndex, type CompactSearchPage, type CompactSearchRecord } from './search/index.js';
export { encodeShardedIndex, type EncodedShardedIndex, type SearchPostingsShard, type SearchRecordBlock, type ShardedLayout, type ShardedSearchIndex } from './search/index.js';
export {
  SCHEMA_VERSION,
  siteGraphSchema,
  siteSectionSchema,
  pluginInstanceSchema,
  routeSchema,
  routeShowsSchema,
  docsSectionSchema,
  docsInstanceSchema,
  docsVersionSchema,
  docMetadataSchema,
  sidebarSchema,
  sidebarItemSchema,
  sidebarLinkSchema,
  sidebarHtmlSchema,
  sidebarCategorySchema,
  categoryGeneratedIndexSchema,
  tagSchema,
  versionTagSchema,
  navLinkSchema,
  blogSectionSchema,
  blogInstanceSchema,
  blogPostSchema,
  blogAuthorSchema,
  blogListPageSchema,
  blogTagSchema,
  pagesSectionSchema,
  pageSchema,
  contentSectionSchema,
  contentRefSchema,
  diagnosticsSectionSchema,
  diagnosticSchema,
  searchSectionSchema,
  searchIndexPartSchema,
  searchRecordSchema,
  searchHierarchySchema,
  jsonValueSchema,
  jsonRecordSchema,
  urlPathSchema,
  type SiteGraph,
  type GraphSite,
  type Route,
  type RouteShows,
  type DocMetadata,
  type DocsVersion,
  type DocsInstance,
  type Sidebar,
  type SidebarItem,
  type CategoryGeneratedIndex,
  type Tag,
  type VersionTag,
  type NavLink,
  type BlogPost,
  type BlogAuthor,
  type BlogListPage,
  type BlogTag,
  type BlogInstance,
  type PageData,
  type ContentRef,
  type SearchSection,
  type SearchIndexPart,
  type PageChunk,
  type TocItem,
} from './graph/index.js';
export { checkSiteGraph, type DanglingReference } from './graph/graph-references.js';
export { checkRenderedLinks, type RenderedPageLinks } from './links/check-rendered-links.js';
