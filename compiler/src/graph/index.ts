import type { z } from 'zod';
import type { blogAuthorSchema, blogInstanceSchema, blogListPageSchema, blogPostSchema, blogTagSchema } from './blog-section.js';
import type { contentRefSchema } from './content-section.js';
import type { categoryGeneratedIndexSchema, docMetadataSchema, docsInstanceSchema, docsVersionSchema, navLinkSchema, sidebarItemSchema, sidebarSchema, tagSchema, versionTagSchema } from './docs-section.js';
import type { pageSchema } from './pages-section.js';

export * from './analytics-section.js';
export * from './blog-section.js';
export * from './content-section.js';
export * from './diagnostics-section.js';
export * from './docs-section.js';
export * from './graph-schema.js';
export * from './html-tag.js';
export * from './json-value.js';
export * from './page-chunk.js';
export * from './pages-section.js';
export * from './routes-section.js';
export * from './search-schema.js';
export * from './site-section.js';

/** A doc (Docusaurus `DocMetadata`) as the graph holds it. */
export type DocMetadata = z.infer<typeof docMetadataSchema>;
/** One docs version with its docs, sidebars and tags. */
export type DocsVersion = z.infer<typeof docsVersionSchema>;
/** One docs plugin instance: options and versions. */
export type DocsInstance = z.infer<typeof docsInstanceSchema>;
/** A sidebar as the theme receives it: `{id, items}`. */
export type Sidebar = z.infer<typeof sidebarSchema>;
/** A sidebar item as the theme receives it. */
export type SidebarItem = z.infer<typeof sidebarItemSchema>;
/** A generated-index category page. */
export type CategoryGeneratedIndex = z.infer<typeof categoryGeneratedIndexSchema>;
/** A tag attached to a doc or post. */
export type Tag = z.infer<typeof tagSchema>;
/** A docs version's tag with its docs. */
export type VersionTag = z.infer<typeof versionTagSchema>;
/** `{title, permalink}` of a neighbour page. */
export type NavLink = z.infer<typeof navLinkSchema>;
/** A blog post as the graph holds it. */
export type BlogPost = z.infer<typeof blogPostSchema>;
/** A blog author. */
export type BlogAuthor = z.infer<typeof blogAuthorSchema>;
/** One page of a paginated post list. */
export type BlogListPage = z.infer<typeof blogListPageSchema>;
/** A blog tag with its posts and pages. */
export type BlogTag = z.infer<typeof blogTagSchema>;
/** One blog-like plugin instance. */
export type BlogInstance = z.infer<typeof blogInstanceSchema>;
/** A page of the pages plugin. */
export type PageData = z.infer<typeof pageSchema>;
/** Where a source's chunks live. */
export type ContentRef = z.infer<typeof contentRefSchema>;
