/**
 * Names bound by MDX `import`/`export` statements. Only names are recorded: the module is
 * never evaluated (imported components are resolved by the runtime's component registry).
 */
import type { ModuleDeclaration, Pattern, Program, Statement } from 'estree';
import { evaluateStatic, type StaticValue } from './static-value.js';
import type { ImportRecord } from './types.js';

/** Imports and exported names of one `mdxjsEsm` block. */
export interface EsmNames {
  imports: ImportRecord[];
  exports: string[];
}

/** Reads the import sources/local names and the exported names of an ESM program. */
export function esmNames(program: Program | undefined): EsmNames {
  const imports: ImportRecord[] = [];
  const exports: string[] = [];
  for (const statement of program?.body ?? []) collect(statement as Statement | ModuleDeclaration, imports, exports);
  return { imports, exports };
}

function collect(statement: Statement | ModuleDeclaration, imports: ImportRecord[], exports: string[]): void {
  switch (statement.type) {
    case 'ImportDeclaration':
      imports.push({ source: String(statement.source.value), names: statement.specifiers.map((s) => s.local.name) });
      break;
    case 'ExportNamedDeclaration': {
      const d = statement.declaration;
      if (d?.type === 'VariableDeclaration') for (const v of d.declarations) patternNames(v.id, exports);
      else if (d && (d.type === 'FunctionDeclaration' || d.type === 'ClassDeclaration') && d.id) exports.push(d.id.name);
      for (const s of statement.specifiers) exports.push(s.exported.type === 'Identifier' ? s.exported.name : String(s.exported.value));
      break;
    }
    case 'ExportDefaultDeclaration':
      exports.push('default');
      break;
    case 'ExportAllDeclaration':
      exports.push(statement.exported ? (statement.exported.type === 'Identifier' ? statement.exported.name : String(statement.exported.value)) : '*');
      break;
    default:
      break;
  }
}

function patternNames(pattern: Pattern, out: string[]): void {
  switch (pattern.type) {
    case 'Identifier':
      out.push(pattern.name);
      break;
    case 'ObjectPattern':
      for (const p of pattern.properties) patternNames(p.type === 'RestElement' ? p.argument : p.value, out);
      break;
    case 'ArrayPattern':
      for (const p of pattern.elements) if (p) patternNames(p, out);
      break;
    case 'RestElement':
      patternNames(pattern.argument, out);
      break;
    case 'AssignmentPattern':
      patternNames(pattern.left, out);
      break;
    default:
      break;
  }
}

/**
 * Adds to `env` the top-level `const` bindings of an ESM program whose initialiser is a static
 * value (`export const since = '2025-02-01'`), evaluated in order, so that expressions of the
 * page can use them. Other bindings are left out.
 */
export function collectStaticConstants(program: Program | undefined, env: Map<string, StaticValue>): void {
  for (const statement of program?.body ?? []) {
    const declaration =
      statement.type === 'VariableDeclaration' ? statement : statement.type === 'ExportNamedDeclaration' ? statement.declaration : null;
    if (!declaration || declaration.type !== 'VariableDeclaration' || declaration.kind !== 'const') continue;
    for (const d of declaration.declarations) {
      if (d.id.type !== 'Identifier' || !d.init) continue;
      const result = evaluateStatic(d.init, env);
      if (result.ok) env.set(d.id.name, result.value);
    }
  }
}
