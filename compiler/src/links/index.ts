export * from './resolve-markdown-link.js';
export * from './url-path.js';
export * from './check-links.js';
export * from './check-rendered-links.js';
