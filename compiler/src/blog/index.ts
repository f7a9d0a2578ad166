/**
 * Blog-like plugin instances (blog, learn, success stories, …) with Docusaurus 3.7.0's blog
 * semantics. `compileBlogInstance` is the entry point; the rest is exported for the stages and
 * tools that need one rule (file-name dates, pagination, truncation).
 */
export * from './authors-map.js';
export * from './blog-data.js';
export * from './blog-file-name.js';
export * from './blog-front-matter.js';
export * from './blog-post.js';
export * from './blog-routes.js';
export * from './blog-sidebar.js';
export * from './blog-tags.js';
export * from './compile-blog-instance.js';
export * from './paginate.js';
export * from './reading-time.js';
export * from './resolve-blog-options.js';
export * from './truncate-marker.js';
