import { describe, expect, it } from 'vitest';
import type { SearchRecord } from '../graph/search-schema.js';
import type { OutputFile } from '../output/index.js';
import { memoryTextFiles } from '../output/index.js';
import { SHARDED_LAYOUT, ShardedIndexWriter, type BytesSpill, type SearchRecordBlock, type SearchPostingsShard, type ShardedLayout, type ShardedSearchIndex } from './sharded-index.js';

const record = (i: number): SearchRecord => ({
  objectID: `p${i}-0`,
  url: `/docs/p${Math.floor(i / 2)}`,
  url_without_anchor: `/docs/p${Math.floor(i / 2)}`,
  anchor: null,
  type: i % 2 === 0 ? 'lvl1' : 'content',
  content: i % 2 === 0 ? null : `Text of page ${Math.floor(i / 2)}`,
  hierarchy: { lvl0: 'Docs', lvl1: `Page ${Math.floor(i / 2)}`, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
  weight: { pageRank: 0, level: i % 2 === 0 ? 100 : 0, position: i % 2 },
  language: 'en',
  docusaurus_tag: 'docs-default-current',
  version: 'current',
});

function written(count: number, minRecords: number, spill?: BytesSpill, layout: ShardedLayout = { blockSize: 4, shardBytes: 32 }): { manifest: string | null; files: OutputFile[] } {
  const files: OutputFile[] = [];
  const writer = new ShardedIndexWriter('site', 'search/site.docs-default-current', memoryTextFiles(files), minRecords, layout, spill);
  for (let i = 0; i < count; i++) writer.add(record(i));
  return { manifest: writer.close(), files };
}

describe('ShardedIndexWriter', () => {
  it('writes nothing for a part below its threshold', () => {
    expect(written(9, 10)).toEqual({ manifest: null, files: [] });
  });

  it('writes blocks of the records in order, postings shards and a manifest that lists them, once at the threshold', () => {
    const { manifest, files } = written(10, 10);
    const byName = new Map(files.map((f) => [f.path.slice('search/'.length), JSON.parse(String(f.content)) as unknown]));
    expect(manifest).toMatch(/^search\/site\.docs-default-current\.sharded\.[0-9a-f]{8}\.json$/);
    const index = byName.get(manifest!.slice('search/'.length)) as ShardedSearchIndex;
    expect(index.recordCount).toBe(10);
    expect(index.filePrefix).toBe('site.docs-default-current');
    expect(index.blockHashes).toHaveLength(3);
    const blocks = index.blockHashes.map((hash, i) => `site.docs-default-current.records-${i}.${hash}.json`);
    expect(blocks.map((name) => (byName.get(name) as SearchRecordBlock).firstRecord)).toEqual([0, 4, 8]);
    expect(index.terms).toEqual([...index.terms].sort());
    expect(index.termShards.length).toBeGreaterThan(1);
    for (const [, name] of index.termShards) expect(byName.has(name)).toBe(true);
    // 'page' is in every record (the title), 'text' in the five content records.
    expect(index.counts[index.terms.indexOf('page')]).toBe(10);
    expect(index.counts[index.terms.indexOf('text')]).toBe(5);
    expect(files).toHaveLength(1 + blocks.length + index.termShards.length);
    // Same records, same bytes.
    expect(written(10, 10)).toEqual({ manifest, files });
  });

  it('writes the same files when postings go through a spill', () => {
    const chunks: Uint8Array[] = [];
    const spill: BytesSpill = {
      appendBytes(bytes) {
        const copy = Uint8Array.from(bytes);
        chunks.push(copy);
        return () => copy;
      },
    };
    // 'page' and 'docs' are in every record: 3 bytes a posting, spilled every 16 KB.
    const viaSpill = written(12_000, 1, spill);
    expect(chunks.length).toBeGreaterThan(2);
    expect(viaSpill).toEqual(written(12_000, 1));
  });

  it('cuts the postings into shards of consecutive terms, each started when the one before would pass the size', () => {
    /** Per shard of the part of `count` records, the bytes of each of its terms' postings (read from the varints). */
    const shards = (count: number, layout: ShardedLayout): number[][] => {
      const { manifest, files } = written(count, 1, undefined, layout);
      const byName = new Map(files.map((f) => [f.path.slice('search/'.length), JSON.parse(String(f.content)) as unknown]));
      const index = byName.get(manifest!.slice('search/'.length)) as ShardedSearchIndex;
      return index.termShards.map(([first, name], i) => {
        const bytes = Buffer.from((byName.get(name) as SearchPostingsShard).data, 'base64');
        const end = index.termShards[i + 1]?.[0] ?? index.terms.length;
        const sizes: number[] = [];
        let at = 0;
        for (let term = first; term < end; term++) {
          const from = at;
          for (let varints = 2 * index.counts[term]!; varints > 0; at++) if (bytes[at]! < 0x80) varints--;
          sizes.push(at - from);
        }
        expect(at).toBe(bytes.length);
        return sizes;
      });
    };
    const sum = (sizes: number[]) => sizes.reduce((a, b) => a + b, 0);
    // 40 records of 20 pages: 'page', 'docs' and the page's number in each, 'text' in 20.
    const large = shards(40, { blockSize: 4, shardBytes: 64 });
    const small = shards(40, { blockSize: 4, shardBytes: 16 });
    expect(small.flat()).toEqual(large.flat());
    expect(small.length).toBeGreaterThan(large.length);
    for (const [cut, size] of [[large, 64], [small, 16]] as const) {
      cut.forEach((sizes, i) => {
        // At most the size unless the shard holds one term, and the next shard's first term would not have fitted.
        if (sizes.length > 1) expect(sum(sizes)).toBeLessThanOrEqual(size);
        if (i + 1 < cut.length) expect(sum(sizes) + cut[i + 1]![0]!).toBeGreaterThan(size);
      });
    }
    expect(SHARDED_LAYOUT).toEqual({ blockSize: 64, shardBytes: 32 * 1024 });
  });

  it('refuses records of a page that come back after another page (a part is written page by page)', () => {
    const writer = new ShardedIndexWriter('site', 'search/site.docs', memoryTextFiles([]), 0);
    writer.add(record(0));
    writer.add(record(2));
    expect(() => writer.add(record(1))).toThrow(/the records of \/docs\/p0 are not consecutive/);
  });
});
