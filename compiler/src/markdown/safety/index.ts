export * from './unsafe-url.js';
export * from './raw-html-safety.js';
export * from './sanitize-hast.js';
export * from './safety-report.js';
