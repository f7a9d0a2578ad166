export * from './compare.js';
export * from './deep-diff.js';
export * from './format-report.js';
export * from './golden.js';
export * from './project-graph.js';
export * from './sections.js';
// The graph types (and the schemas they are inferred from) this entry point's declarations name.
export type { Json } from '../json/index.js';
export type { Diagnostic } from '../diagnostics/index.js';
export type { ModuleImport, PageCode, PartialChunk, PartialUse, TocEntry, TocTreeNode } from '../markdown/index.js';
export * from '../graph/index.js';
