export * from './chunk-file.js';
export * from './content-source.js';
export * from './render-bodies.js';
export * from './render-content.js';
export * from './resolve-assets.js';
