export * from './write-site.js';
