/**
 * The shipped declarations document every field of the graph and of the files tools read: the
 * build copies each zod field's `.describe()` text onto its property in `dist/graph/*.d.ts`
 * (scripts/write-dts-docs.mjs), so an editor hover on `graph.site.trailingSlash` explains it.
 * Reads the build's output: run after `npm run build`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const compilerDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const graphDts = path.join(compilerDir, 'dist', 'graph');

/** `file: schema field.path` of each property of a schema declaration without a JSDoc comment. */
function undocumented(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const out: string[] = [];
  sf.forEachChild(function visit(node) {
    if (ts.isVariableDeclaration(node) && node.type && /Schema$/.test(node.name.getText(sf))) {
      (function walk(n: ts.Node, trail: string[]) {
        // Enum and literal type arguments list values, not fields.
        if (ts.isTypeReferenceNode(n) && /ZodEnum|ZodLiteral/.test(n.typeName.getText(sf))) return;
        if (ts.isPropertySignature(n)) {
          trail = [...trail, n.name.getText(sf)];
          if (!text.slice(n.pos, n.getStart(sf)).includes('/**')) out.push(`${path.basename(file)}: ${node.name.getText(sf)} ${trail.join('.')}`);
        }
        n.forEachChild((c) => walk(c, trail));
      })(node.type, []);
    }
    node.forEachChild(visit);
  });
  return out;
}

/** The hover text (signature | documentation) at the end of `expression` in a file that imports the built package. */
function hover(expression: string): string {
  const file = path.join(compilerDir, 'src', 'graph', '__hover__.ts');
  const text = `import type { SiteGraph } from '../../dist/index.js';\ndeclare const graph: SiteGraph;\n${expression};\n`;
  const options: ts.CompilerOptions = { module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext, strict: true, skipLibCheck: true };
  const service = ts.createLanguageService({
    getScriptFileNames: () => [file],
    getScriptVersion: () => '1',
    getScriptSnapshot: (f) => (f === file ? ts.ScriptSnapshot.fromString(text) : ts.sys.fileExists(f) ? ts.ScriptSnapshot.fromString(ts.sys.readFile(f)!) : undefined),
    getCurrentDirectory: () => compilerDir,
    getCompilationSettings: () => options,
    getDefaultLibFileName: (o) => ts.getDefaultLibFilePath(o),
    fileExists: (f) => f === file || ts.sys.fileExists(f),
    readFile: (f) => (f === file ? text : ts.sys.readFile(f)),
    readDirectory: ts.sys.readDirectory,
    directoryExists: ts.sys.directoryExists,
    getDirectories: ts.sys.getDirectories,
  });
  const info = service.getQuickInfoAtPosition(file, text.indexOf(`${expression};`) + expression.length - 1);
  return `${ts.displayPartsToString(info?.displayParts)} | ${ts.displayPartsToString(info?.documentation)}`;
}

describe('field docs in the shipped .d.ts', () => {
  it('has a JSDoc comment on every field of every schema of the graph and its files', () => {
    const files = readdirSync(graphDts).filter((f) => f.endsWith('.d.ts'));
    expect(files.length).toBeGreaterThan(5);
    expect(files.flatMap((f) => undocumented(path.join(graphDts, f)))).toEqual([]);
  });

  it("shows a field's meaning and unit in an editor hover through the graph's types", () => {
    expect(hover('graph.site.trailingSlash')).toBe('(property) trailingSlash: boolean | null | Docusaurus `trailingSlash`: true adds, false removes, null leaves paths as written.');
    expect(hover('graph.docs["default"]!.versions[0]!.docs[0]!.lastUpdatedAt')).toBe(
      '(property) lastUpdatedAt?: number | undefined | Last update, in milliseconds since the Unix epoch (with `showLastUpdateTime`).',
    );
  });
});
