/**
 * What Docusaurus extracts from a Markdown/MDX body without rendering it: the content title
 * (leading h1) and the excerpt (default description). Plugin-agnostic: docs, blog and pages
 * use the same rules.
 */
export * from './content-title.js';
export * from './excerpt.js';
