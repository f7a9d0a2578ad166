export * from './code-meta.js';
export * from './compile-markdown.js';
export * from './format.js';
export * from './heading-id.js';
export * from './preprocess.js';
export * from './static-value.js';
export * from './toc.js';
export * from './types.js';
