export * from './body-edit.js';
export * from './lazy-content.js';
export * from './lazy-site.js';
