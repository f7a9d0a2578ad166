/**
 * Names bound by MDX `import`/`export` statements. Only names are recorded: the module is
 * never evaluated (imported components are resolved by the runtime's component registry).
 */
import type { Program } from 'estree';
import { type StaticValue } from './static-value.js';
import type { ImportRecord } from './types.js';
/** Imports and exported names of one `mdxjsEsm` block. */
export interface EsmNames {
    imports: ImportRecord[];
    exports: string[];
}
/** Reads the import sources/local names and the exported names of an ESM program. */
export declare function esmNames(program: Program | undefined): EsmNames;
/**
 * Adds to `env` the top-level `const` bindings of an ESM program whose initialiser is a static
 * value (`export const since = '2025-02-01'`), evaluated in order, so that expressions of the
 * page can use them. Other bindings are left out.
 */
export declare function collectStaticConstants(program: Program | undefined, env: Map<string, StaticValue>): void;
