// The tests that compile the real corpora as they are (`compile(input, { continueOnError: true })`),
// in one file so that each corpus is loaded and compiled once for all of them: conformance with
// the Docusaurus goldens, determinism whatever the file order, and markdown.sanitize keeping
// pages intact (issue #13 item 6). compile() is pure, so a shared result is the one each test
// would compute; each test's own second compile (reversed input, sanitize on) stays its own.
import path from 'node:path';
import type { Element, Root, RootContent } from 'hast';
import { toString } from 'hast-util-to-string';
import { describe, expect, it } from 'vitest';
import { compile, loadSite, type SiteInput } from '@sitegraph/compiler';
import { compareWithGolden, formatConformanceReport, projectGraph, SECTION_NAMES } from '@sitegraph/compiler/conformance';
import { goldenCorpora, SHARED } from './corpora.js';
import { ROOT } from './reliability/support.js';

type Compiled = { input: SiteInput; result: ReturnType<typeof compile> };
const compiled = new Map<string, Promise<Compiled>>();

/** The site in `dir`, loaded and compiled with `continueOnError` once for the whole file. */
function compiledSite(dir: string): Promise<Compiled> {
  let entry = compiled.get(dir);
  if (!entry) {
    entry = loadSite(dir).then((input) => ({ input, result: compile(input, { continueOnError: true }) }));
    compiled.set(dir, entry);
  }
  return entry;
}

// Every section of every golden: docs (issue #2) and blog-like instances (issue #4).
describe.each(goldenCorpora())('conformance with Docusaurus 3.7.0: $name', ({ dir, golden }) => {
  it('matches the golden in every section', async () => {
    const { graph } = (await compiledSite(dir)).result;
    const report = compareWithGolden(projectGraph(graph, path.basename(dir)), golden(), SECTION_NAMES);
    expect(report.failed, formatConformanceReport(report)).toBe(0);
    expect(report.passed).toBeGreaterThan(0);
  });
});

function reversedInput(input: SiteInput): SiteInput {
  return { ...input, files: new Map([...input.files].reverse()), assets: new Map([...input.assets].reverse()) };
}

describe('determinism', () => {
  it.each(['features', 'remotion-2022'])('%s compiles to the same bytes whatever the file order', async (name) => {
    const { input, result } = await compiledSite(path.join(SHARED, 'corpora', name));
    const a = result.files.map((f) => [f.path, String(f.content)]);
    const b = compile(reversedInput(input), { continueOnError: true }).files.map((f) => [f.path, String(f.content)]);
    expect(b).toEqual(a);
  });
});

type Chunk = { body: Root };

function chunksOf(result: ReturnType<typeof compile>): Map<string, Chunk> {
  const out = new Map<string, Chunk>();
  for (const f of result.files) {
    if (!f.path.startsWith('chunks/')) continue;
    const chunk = JSON.parse(String(f.content)) as Chunk & { source: string };
    out.set(chunk.source, chunk);
  }
  return out;
}

/** What readers see of a page's structure: elements that carry meaning, with their key properties. */
function structure(root: Root): string[] {
  const out: string[] = [];
  const visit = (n: Root | RootContent): void => {
    if (n.type === 'element') {
      const el = n as Element;
      const p = el.properties;
      if (/^h[1-6]$/.test(el.tagName)) out.push(`${el.tagName}#${String(p['id'] ?? '')}`);
      else if (el.tagName === 'pre') out.push(`pre.${String(p['className'] ?? '')}:${String(p['dataTitle'] ?? '')}`);
      else if (el.tagName === 'admonition') out.push(`admonition:${String(p['type'])}`);
      else if (/^[A-Z]/.test(el.tagName)) out.push(`<${el.tagName}>`);
      else if (el.tagName === 'a') out.push(`a:${String(p['href'] ?? '')}`);
      else if (el.tagName === 'img') out.push(`img:${String(p['src'] ?? '')}`);
    }
    if ('children' in n) n.children.forEach(visit);
  };
  visit(root);
  return out;
}

const sites = [
  ...['features', 'remotion-2022', 'redux'].map((name) => [name, path.join(SHARED, 'corpora', name)] as const),
  ['product site', path.join(ROOT, 'site')] as const,
];

describe('markdown.sanitize on real sites', () => {
  it.each(sites)('%s: every page keeps its text and structure', async (_name, dir) => {
    const { input, result } = await compiledSite(dir);
    const off = chunksOf(result);
    const on = chunksOf(compile(input, { continueOnError: true, sanitize: true }));
    expect([...on.keys()].sort()).toEqual([...off.keys()].sort());
    const differences: string[] = [];
    for (const [source, chunk] of off) {
      const sanitized = on.get(source)!;
      // Raw HTML is parsed when sanitised: compare what it renders as text, spaces collapsed.
      const text = (r: Root) => toString(r).replace(/\s+/g, ' ').trim();
      if (JSON.stringify(chunk.body).includes('"type":"raw"')) continue;
      if (text(chunk.body) !== text(sanitized.body)) differences.push(`${source}: text differs`);
      const a = structure(chunk.body);
      const b = structure(sanitized.body);
      if (JSON.stringify(a) !== JSON.stringify(b)) differences.push(`${source}: ${a.filter((x) => !b.includes(x)).slice(0, 5).join(', ')}`);
    }
    expect(differences).toEqual([]);
  });
});
