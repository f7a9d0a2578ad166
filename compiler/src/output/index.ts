export * from './write-site.js';
export * from './stage-files.js';
