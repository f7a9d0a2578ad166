export * from './user-error.js';
export * from './temp-files.js';
export * from './atomic-swap.js';
export * from './output-guard.js';
export * from './site-paths.js';
