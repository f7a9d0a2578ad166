import type { ModuleImport, PageCode } from './graph-types.js';

/**
 * What a page's own module is made of, from its chunk: the imports that bring code into the
 * page (`moduleImports`) and, on a page whose MDX has expressions that need code, that code
 * (`code`: declarations, expressions, partials used as values).
 */
export interface PageModuleSource {
  imports: readonly ModuleImport[];
  code?: PageCode;
}
