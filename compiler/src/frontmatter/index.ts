export * from './parse-front-matter.js';
export * from './last-update.js';
export * from './unknown-keys.js';
export * from './key-lines.js';
