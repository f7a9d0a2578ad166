// Every package a published package's code imports is declared in its package.json (a strict
// installer such as pnpm resolves nothing else), and nothing it declares goes unused. Imports are
// read with TypeScript's parser: static, dynamic and re-exports; type-only imports need their
// `@types/` package only when it is declared.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Source files of a package's `src` that ship (tests and test helpers left out). */
function shippedSources(dir: string): string[] {
  const src = path.join(ROOT, dir, 'src');
  return readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.(ts|tsx)$/.test(f) && !/\.test(-d|-support)?\.tsx?$/.test(f) && !f.split(path.sep).includes('test-support'))
    .map((f) => path.join(src, f));
}

/** The package name of a bare specifier (`@scope/name/sub` → `@scope/name`), or null for a relative, `node:` or virtual one. */
function packageOf(specifier: string): string | null {
  if (/^(\.|\/|node:|virtual:)/.test(specifier)) return null;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/** The packages `file` imports, split into those it needs at run time and those it imports for types only. */
function importsOf(file: string): { runtime: Set<string>; types: Set<string> } {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const runtime = new Set<string>();
  const types = new Set<string>();
  const add = (specifier: ts.Expression | undefined, typeOnly: boolean): void => {
    if (!specifier || !ts.isStringLiteral(specifier)) return;
    const name = packageOf(specifier.text);
    if (name) (typeOnly ? types : runtime).add(name);
  };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node)) add(node.moduleSpecifier, node.importClause?.isTypeOnly === true);
    else if (ts.isExportDeclaration(node)) add(node.moduleSpecifier, node.isTypeOnly);
    else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) add(node.arguments[0], false);
    else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) add(node.argument.literal as ts.Expression, true);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { runtime, types };
}

describe.each(['compiler'])('%s/package.json', (dir) => {
  const manifest = JSON.parse(readFileSync(path.join(ROOT, dir, 'package.json'), 'utf8')) as { dependencies?: Record<string, string>; peerDependencies?: Record<string, string> };
  const declared = new Set([...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.peerDependencies ?? {})]);
  const runtime = new Set<string>();
  const types = new Set<string>();
  for (const file of shippedSources(dir)) {
    const found = importsOf(file);
    for (const name of found.runtime) runtime.add(name);
    for (const name of found.types) types.add(name);
  }

  it('declares every package its code imports at run time', () => {
    expect(runtime.size).toBeGreaterThan(10);
    expect([...runtime].filter((name) => !declared.has(name)).sort()).toEqual([]);
  });

  it('lists no dependency its code does not import (an `@types/x` package counts as imported by `x`)', () => {
    const used = (name: string): boolean => runtime.has(name) || types.has(name) || (name.startsWith('@types/') && types.has(name.slice('@types/'.length)));
    expect(Object.keys(manifest.dependencies ?? {}).filter((name) => !used(name)).sort()).toEqual([]);
  });
});
