import { describe, expect, it } from 'vitest';
import { compileMarkdown } from '../markdown/compile-markdown.js';
import type { CompiledMarkdown } from '../markdown/types.js';
import { IncrementalSearchRecords } from './incremental-records.js';
import { siteSearchRecords, type SearchableSite } from './site-records.js';

const paragraph = (text: string): CompiledMarkdown => compileMarkdown({ body: text, bodyLineOffset: 0, file: 'docs/x.md', format: 'md' });

function site(titles: Record<string, string>): SearchableSite {
  const docs = Object.entries(titles).map(([id, title]) => ({ id, source: `docs/${id}.md`, permalink: `/docs/${id}`, title, sidebar: null }));
  return {
    site: { title: 'Site', baseUrl: '/', trailingSlash: null, defaultLocale: 'en' },
    docs: { default: { versions: [{ name: 'current', isLast: true, docs, sidebars: [] }] } },
    blog: {},
    pages: {},
  } as unknown as SearchableSite;
}

describe('IncrementalSearchRecords', () => {
  it('gives the records a full computation gives, recomputing only the pages whose body or fields changed', () => {
    const bodies = new Map<string, CompiledMarkdown>([
      ['docs/a.md', paragraph('alpha text')],
      ['docs/b.md', paragraph('beta text')],
    ]);
    const body = (source: string) => bodies.get(source);
    const incremental = new IncrementalSearchRecords();
    const first = incremental.update(site({ a: 'A', b: 'B' }), body);
    expect(first.records).toEqual(siteSearchRecords(site({ a: 'A', b: 'B' }), body));
    expect(first.recomputed).toBe(2);

    const same = incremental.update(site({ a: 'A', b: 'B' }), body);
    expect(same).toEqual({ records: first.records, recomputed: 0 });
    expect(same.records).toBe(first.records);

    bodies.set('docs/b.md', paragraph('beta edited'));
    const edited = incremental.update(site({ a: 'A', b: 'B' }), body);
    expect(edited.recomputed).toBe(1);
    expect(edited.records).toEqual(siteSearchRecords(site({ a: 'A', b: 'B' }), body));
    expect(edited.records[0]).toBe(first.records[0]);

    const retitled = incremental.update(site({ a: 'A2', b: 'B' }), body);
    expect(retitled.recomputed).toBe(1);
    expect(retitled.records.find((r) => r.type === 'lvl1')!.hierarchy.lvl1).toBe('A2');

    const removed = incremental.update(site({ b: 'B' }), body);
    expect(removed.recomputed).toBe(0);
    expect(removed.records).toEqual(siteSearchRecords(site({ b: 'B' }), body));
  });
});
