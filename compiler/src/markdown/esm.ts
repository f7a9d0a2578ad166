/**
 * Names bound by MDX `import`/`export` statements. Only names are recorded: the module is
 * never evaluated (imported components are resolved by the runtime's component registry).
 */
import type { ModuleDeclaration, Pattern, Program, Statement } from 'estree';
import { evaluateStatic, type StaticFunction, type StaticValue } from './static-value.js';
import type { ImportRecord, ModuleImport } from './types.js';

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
export function collectStaticConstants(program: Program | undefined, env: Map<string, StaticValue | StaticFunction>): void {
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

/**
 * Theme components the runtime renders page bodies with anyway (its built-ins, or the site's
 * swizzled ones): `import Tabs from '@theme/Tabs'` needs no module of the page's own.
 */
const BODY_COMPONENTS = new Set(['Admonition', 'CodeBlock', 'Details', 'Heading', 'Mermaid', 'TabItem', 'Tabs', 'TOCInline']);

/**
 * The imports of an ESM program that bring code into a page: every `import` declaration but
 * those of Markdown partials (`.md`/`.mdx`: inlined as content) and default imports of a body
 * component under its own name from `@theme/` (`import Tabs from '@theme/Tabs'`). Side-effect
 * imports (`import './x.css'`) are kept.
 *
 * @param rebase maps a relative specifier written in the program to one relative to the page
 *   (for a partial's imports); identity for the page's own
 */
export function moduleImportsOf(program: Program | undefined, rebase: (specifier: string) => string = (s) => s): ModuleImport[] {
  const out: ModuleImport[] = [];
  for (const statement of (program?.body ?? []) as (Statement | ModuleDeclaration)[]) {
    if (statement.type !== 'ImportDeclaration') continue;
    const from = String(statement.source.value);
    if (/\.mdx?$/i.test(from)) continue;
    const record: ModuleImport = { from: from.startsWith('./') || from.startsWith('../') ? rebase(from) : from };
    const named: { imported: string; local: string }[] = [];
    for (const s of statement.specifiers) {
      if (s.type === 'ImportDefaultSpecifier') record.default = s.local.name;
      else if (s.type === 'ImportNamespaceSpecifier') record.namespace = s.local.name;
      else named.push({ imported: s.imported.type === 'Identifier' ? s.imported.name : String(s.imported.value), local: s.local.name });
    }
    if (named.length > 0) record.named = named;
    const builtIn = from.startsWith('@theme/') && record.default === from.slice('@theme/'.length) && BODY_COMPONENTS.has(record.default) && !record.named && !record.namespace;
    if (!builtIn) out.push(record);
  }
  return out;
}
