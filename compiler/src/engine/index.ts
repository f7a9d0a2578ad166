// The build engine the compile session runs on: the content-hash build record (up-to-date
// skip), the parse cache on disk and the Markdown worker pool.
export * from './build-memo.js';
export * from './markdown-cache-store.js';
export * from './precompile-markdown.js';
