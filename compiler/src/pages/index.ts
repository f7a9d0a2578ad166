export * from './compile-pages-instance.js';
export * from './file-to-path.js';
export * from './page-front-matter.js';
