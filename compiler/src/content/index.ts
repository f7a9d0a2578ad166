export * from './content-roots.js';
export * from './load-site.js';
export * from './site-input.js';
export * from './glob-files.js';
export * from './reload-site.js';
export * from './file-history.js';
export * from './git-history.js';
export * from './history-request.js';
