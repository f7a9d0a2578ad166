export * from './parse-front-matter.js';
