/**
 * The docs plugin (Docusaurus 3.7.0 semantics): versions, doc metadata (ids, slugs, number
 * prefixes, titles, descriptions, tags, edit URLs, drafts, unlisted), the docs routes and the
 * docs global data. Sidebars come from `../sidebars`.
 *
 * Most callers need only {@link compileDocsInstance}.
 */
export * from './category-index.js';
export * from './compile-docs-instance.js';
export * from './doc-metadata.js';
export * from './docs-data.js';
export * from './front-matter.js';
export * from './global-data.js';
export * from './load-version-docs.js';
export * from './loaded-version.js';
export * from './number-prefix.js';
export * from './process-doc.js';
export * from './resolve-pathname.js';
export * from './routes.js';
export * from './sidebars-source.js';
export * from './slug.js';
export * from './version-metadata.js';
export * from './version-names.js';
export * from './version-tags.js';
