export * from './blog-options.js';
export * from './docs-options.js';
export * from './glob-defaults.js';
export * from './pages-options.js';
export * from './report-level.js';
export * from './site-config.js';
export * from './validate-site-config.js';
export * from './route-base-path.js';
