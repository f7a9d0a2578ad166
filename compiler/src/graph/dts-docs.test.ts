/**
 * The shipped declarations document every field of the graph, of the files tools read and of
 * the site config: the build copies each zod field's `.describe()` text onto its property in
 * `dist/graph/*.d.ts` and `dist/config/*.d.ts` (scripts/write-dts-docs.mjs), so an editor hover
 * on `graph.site.trailingSlash`, or on `onBrokenLinks` in a `sitegraph.config.ts`, explains it.
 * Reads the build's output: run after `npm run build`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const compilerDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const graphDts = path.join(compilerDir, 'dist', 'graph');
const configDts = path.join(compilerDir, 'dist', 'config');

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

/** Every undocumented schema field of the `.d.ts` files of a dist folder. */
function undocumentedIn(dir: string): string[] {
  const files = readdirSync(dir).filter((f) => f.endsWith('.d.ts'));
  expect(files.length).toBeGreaterThan(5);
  return files.flatMap((f) => undocumented(path.join(dir, f)));
}

/** Expressions whose hovers the tests read, in one file so that one language service (one type check) answers them all. */
const DOC_LAST_UPDATED = 'graph.docs["default"]!.versions[0]!.docs[0]!.lastUpdatedAt';
const CONFIG_LITERAL =
  "({ title: 'T', url: 'https://example.com', onBrokenLinks: 'warn', plugins: [{ plugin: 'content-docs', options: { sidebarCollapsed: false } }, { plugin: 'content-pages', options: { routeBasePath: '/p' } }] }) satisfies SiteConfigInput";
const HOVER_FILE = path.join(compilerDir, 'src', 'graph', '__hover__.ts');
const HOVER_TEXT = [
  "import type { SiteConfigInput, SiteGraph } from '../../dist/index.js';",
  'declare const graph: SiteGraph;',
  ...['graph.site.trailingSlash', DOC_LAST_UPDATED, CONFIG_LITERAL].map((e) => `${e};`),
  '',
].join('\n');

let hoverService: ts.LanguageService | undefined;

/** A language service over {@link HOVER_TEXT}, which imports the built package. */
function service(): ts.LanguageService {
  const options: ts.CompilerOptions = { module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext, strict: true, skipLibCheck: true };
  hoverService ??= ts.createLanguageService({
    getScriptFileNames: () => [HOVER_FILE],
    getScriptVersion: () => '1',
    getScriptSnapshot: (f) => (f === HOVER_FILE ? ts.ScriptSnapshot.fromString(HOVER_TEXT) : ts.sys.fileExists(f) ? ts.ScriptSnapshot.fromString(ts.sys.readFile(f)!) : undefined),
    getCurrentDirectory: () => compilerDir,
    getCompilationSettings: () => options,
    getDefaultLibFileName: (o) => ts.getDefaultLibFilePath(o),
    fileExists: (f) => f === HOVER_FILE || ts.sys.fileExists(f),
    readFile: (f) => (f === HOVER_FILE ? HOVER_TEXT : ts.sys.readFile(f)),
    readDirectory: ts.sys.readDirectory,
    directoryExists: ts.sys.directoryExists,
    getDirectories: ts.sys.getDirectories,
  });
  return hoverService;
}

/**
 * The hover text (signature | documentation) on the last character of `target` (default: the
 * whole expression) inside `expression`, one of the expressions of {@link HOVER_TEXT}.
 */
function hover(expression: string, target = expression): string {
  const at = HOVER_TEXT.indexOf(`${expression};`);
  expect(at).toBeGreaterThanOrEqual(0);
  const info = service().getQuickInfoAtPosition(HOVER_FILE, at + expression.lastIndexOf(target) + target.length - 1);
  return `${ts.displayPartsToString(info?.displayParts)} | ${ts.displayPartsToString(info?.documentation)}`;
}

describe('field docs in the shipped .d.ts', () => {
  it('has a JSDoc comment on every field of every schema of the graph and its files', () => {
    expect(undocumentedIn(graphDts)).toEqual([]);
  });

  it('has a JSDoc comment on every field of every schema of the site config', () => {
    expect(undocumentedIn(configDts)).toEqual([]);
  });

  it("shows a field's meaning and unit in an editor hover through the graph's types", () => {
    expect(hover('graph.site.trailingSlash')).toBe('(property) trailingSlash: boolean | null | Docusaurus `trailingSlash`: true adds, false removes, null leaves paths as written.');
    expect(hover(DOC_LAST_UPDATED)).toBe(
      '(property) lastUpdatedAt?: number | undefined | Last update, in milliseconds since the Unix epoch (with `showLastUpdateTime`).',
    );
  });

  it("shows a config option's meaning, default and Docusaurus name in an editor hover on a config literal", () => {
    expect(hover(CONFIG_LITERAL, 'onBrokenLinks')).toMatch(/^\(property\) onBrokenLinks\?: .* \| What to do with .*; default `throw` \(Docusaurus `onBrokenLinks`\)\.$/);
    expect(hover(CONFIG_LITERAL, 'sidebarCollapsed')).toMatch(/^\(property\) sidebarCollapsed\?: boolean \| undefined \| .*; default true \(Docusaurus `sidebarCollapsed`\)\.$/);
    // The pages plugin's own text, not the docs plugin's (the union's members have the same top-level fields).
    expect(hover(CONFIG_LITERAL, 'routeBasePath')).toMatch(/^\(property\) routeBasePath\?: string \| undefined \| URL path of the pages .*default '\/'/);
  });
});
