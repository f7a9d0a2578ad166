import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { searchSectionSchema, type SearchRecord } from '../graph/search-schema.js';
import { pageRecords, type PageSearchInfo } from './page-records.js';
import { diskTextFiles, memoryTextFiles, type OutputFile } from '../output/index.js';
import { encodeCompactIndex } from './compact-index.js';
import { SearchFilesWriter, searchIndices } from './search-indices.js';

const site = { title: 'My Site', defaultLocale: 'en', themeConfig: {} };

function page(url: string, docusaurusTag: string, version: string): SearchRecord[] {
  const info: PageSearchInfo = { url, title: `Title of ${url}`, lvl0: 'Docs', pageRank: version === '2.0' ? 1 : 0, language: 'en', docusaurusTag, version };
  return pageRecords(info, [
    { kind: 'content', text: `Intro of ${url}` },
    { kind: 'heading', level: 2, text: 'Install', id: 'install' },
    { kind: 'content', text: 'Run the installer.' },
  ]);
}

const records = [
  ...page('/docs/a', 'docs-default-2.0', '2.0'),
  ...page('/docs/1.0/a', 'docs-default-1.0', '1.0'),
  ...page('/blog/post', 'blog-default', ''),
  ...page('/docs/b', 'docs-default-2.0', '2.0'),
  ...page('/about', 'default', ''),
];

describe('searchIndices', () => {
  it('writes one part per docusaurus_tag, sorted by tag, holding exactly its records', () => {
    const { section } = searchIndices(records, site);
    expect(searchSectionSchema.parse(section)).toEqual(section);
    const [index] = section.indices;
    const tags = [...new Set(records.map((r) => r.docusaurus_tag))].sort();
    expect(index!.parts!.map((p) => p.tag)).toEqual(tags);
    for (const part of index!.parts!) {
      const own = records.filter((r) => r.docusaurus_tag === part.tag);
      expect(part).toMatchObject({ version: own[0]!.version, language: own[0]!.language, recordCount: own.length });
      expect(part.file).toMatch(new RegExp(`^search/my-site\\.${part.tag.replace(/\./g, '\\.')}\\.[0-9a-f]{8}\\.json$`));
    }
    expect(index!.parts!.reduce((sum, p) => sum + p.recordCount, 0)).toBe(records.length);
  });

  it('names every index file by the hash of its text and writes the same bytes on a rerun', () => {
    const first = searchIndices(records, site);
    const second = searchIndices(records, site);
    expect(second).toEqual(first);
    for (const file of first.files.filter((f) => f.path !== 'search/records.json')) {
      const hash = createHash('sha256').update(file.content as string).digest('hex').slice(0, 8);
      expect(file.path.endsWith(`.${hash}.json`)).toBe(true);
      expect(JSON.parse(file.content as string)).toMatchObject({ format: 'sitegraph-search-index', formatVersion: 2, indexName: 'my-site' });
    }
    const paths = first.files.map((f) => f.path);
    expect(paths).toContain(first.section.indices[0]!.file);
    for (const part of first.section.indices[0]!.parts!) expect(paths).toContain(part.file);
  });

  it('keeps search/records.json the full records, and writes the index files smaller than them', () => {
    const { files, section } = searchIndices(records, site);
    const recordsFile = files.find((f) => f.path === 'search/records.json')!;
    expect(JSON.parse(recordsFile.content as string)).toEqual(records);
    const whole = files.find((f) => f.path === section.indices[0]!.file)!;
    expect((whole.content as string).length).toBeLessThan(JSON.stringify(records).length / 2);
  });
});

describe('SearchFilesWriter', () => {
  it('leaves search/records.json out when asked, and writes the same index files', () => {
    const files: OutputFile[] = [];
    const writer = new SearchFilesWriter(site, memoryTextFiles(files), {}, false);
    writer.add(records);
    const section = writer.finish();
    const all = searchIndices(records, site);
    expect(section).toEqual(all.section);
    expect(files.map((f) => f.path)).not.toContain('search/records.json');
    expect(files).toEqual(all.files.filter((f) => f.path !== 'search/records.json'));
  });

  it('writes, page by page, the bytes of the whole-array encoding', () => {
    const whole = searchIndices(records, site);
    const files: OutputFile[] = [];
    const writer = new SearchFilesWriter(site, memoryTextFiles(files));
    const pages = new Map<string, SearchRecord[]>();
    for (const r of records) pages.set(r.url_without_anchor, [...(pages.get(r.url_without_anchor) ?? []), r]);
    for (const page of pages.values()) writer.add(page);
    expect(writer.finish()).toEqual(whole.section);
    const byPath = (list: OutputFile[]) => [...list].sort((a, b) => (a.path < b.path ? -1 : 1));
    expect(byPath(files)).toEqual(byPath(whole.files));
    const file = files.find((f) => f.path === whole.section.indices[0]!.file)!;
    expect(file.content).toBe(JSON.stringify(encodeCompactIndex('my-site', records)));
  });

  it('writes the same files to a folder, each under its final name only once complete', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'search-writer-'));
    try {
      const writer = new SearchFilesWriter(site, diskTextFiles(dir));
      writer.add(records.slice(0, 4));
      expect(readdirSync(dir).every((name) => name.startsWith('.partial-'))).toBe(true);
      writer.add(records.slice(4));
      writer.finish();
      expect(readdirSync(dir)).toEqual(['search']);
      for (const f of searchIndices(records, site).files) expect(readFileSync(path.join(dir, f.path), 'utf8')).toBe(f.content);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

/** Records with few distinct values, so pages repeat, parts interleave and every field of the encoding varies. */
const arbitraryRecord: fc.Arbitrary<SearchRecord> = fc
  .record({
    page: fc.constantFrom('/a', '/b', '/c'),
    part: fc.constantFrom(
      { tag: 'docs-x', version: '1.0', language: 'en' },
      { tag: 'docs-x', version: '2.0', language: 'en' },
      { tag: 'blog', version: '', language: 'en' },
      { tag: 'blog', version: '', language: 'fr' },
    ),
    lvl0: fc.constantFrom('Docs', null),
    pageRank: fc.constantFrom(0, 1),
    type: fc.constantFrom('content', 'lvl1', 'lvl2', 'lvl3'),
    levels: fc.array(fc.constantFrom('Intro', 'Install', 'Use', null), { maxLength: 6 }),
    content: fc.constantFrom(null, 'Some text.', 'Other text.'),
    anchor: fc.constantFrom(null, 'install', 'use'),
    otherUrl: fc.boolean(),
    level: fc.constantFrom(0, 90, 100),
    position: fc.nat(5),
    otherId: fc.boolean(),
  })
  .map(({ page, part: { tag, version, language }, lvl0, pageRank, type, levels, content, anchor, otherUrl, level, position, otherId }) => {
    const url = `${page}-${tag}`;
    const hierarchy = Object.fromEntries(['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'].map((k, i) => [k, levels[i] ?? null]));
    return {
      objectID: otherId ? `id-${position}` : `${url}-${position}`,
      url: otherUrl ? `${url}?x` : anchor === null ? url : `${url}#${anchor}`,
      url_without_anchor: url,
      anchor,
      type,
      content,
      hierarchy: { lvl0, ...hierarchy },
      weight: { pageRank, level, position },
      language,
      docusaurus_tag: tag,
      version,
    } as SearchRecord;
  });

describe('SearchFilesWriter index files', () => {
  it('are the encoding of their records alone: the whole index of all of them, each part of its own (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.array(arbitraryRecord, { minLength: 1, maxLength: 4 }), { maxLength: 12 }), (batches) => {
        const all = batches.flat();
        const files: OutputFile[] = [];
        const writer = new SearchFilesWriter(site, memoryTextFiles(files));
        for (const batch of batches) writer.add(batch);
        const [index] = writer.finish().indices;
        const text = (file: string) => files.find((f) => f.path === file)!.content;
        expect(text(index!.file)).toBe(JSON.stringify(encodeCompactIndex('my-site', all)));
        for (const part of index!.parts!) {
          const own = all.filter((r) => r.docusaurus_tag === part.tag && r.version === part.version && r.language === part.language);
          expect(text(part.file)).toBe(JSON.stringify(encodeCompactIndex('my-site', own)));
        }
      }),
      { numRuns: 500 },
    );
  });
});
