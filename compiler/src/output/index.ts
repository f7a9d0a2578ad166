export * from './write-site.js';
export * from './stage-files.js';
export * from './text-file.js';
