export * from './locale-layout.js';
export * from './localize-site.js';
export * from './translation-file.js';
export * from './translate-theme-config.js';
export * from './translate-sidebars.js';
