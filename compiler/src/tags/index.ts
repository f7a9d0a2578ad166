/**
 * Tags shared by docs and blog-like plugins (Docusaurus 3.7.0 semantics): the predefined tags
 * file (`tags.yml`), front matter tag normalisation (predefined vs inline, permalinks under the
 * tags base path), the inline-tags report, grouping items by tag and tag visibility.
 */
export * from './group-tags.js';
export * from './kebab-case.js';
export * from './normalize-tags.js';
export * from './normalize-url.js';
export * from './tags-file.js';
