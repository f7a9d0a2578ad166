export * from './compare.js';
export * from './deep-diff.js';
export * from './format-report.js';
export * from './golden.js';
export * from './project-graph.js';
export * from './sections.js';
