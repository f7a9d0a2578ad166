export * from './build-route-table.js';
export * from './flatten-routes.js';
export * from './route-node.js';
export * from './sort-routes.js';
export * from './trailing-slash.js';
export * from './route-keys.js';
