export * from './content-roots.js';
export * from './load-site.js';
export * from './site-input.js';
export * from './glob-files.js';
export * from './reload-site.js';
