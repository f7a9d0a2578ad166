import { describe, expect, it } from 'vitest';
import type { SearchRecord } from '../graph/search-schema.js';
import { encodeShardedIndex } from './encode-sharded-index.js';
import { shardedBlockFile } from './search-text.js';

const record = (page: number, position: number): SearchRecord => ({
  objectID: `p${page}-${position}`,
  url: `/docs/p${page}`,
  url_without_anchor: `/docs/p${page}`,
  anchor: null,
  type: 'content',
  content: `install render page ${page} block ${position}`,
  hierarchy: { lvl0: 'Docs', lvl1: `Page ${page}`, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
  weight: { pageRank: 0, level: 0, position },
  language: 'en',
  docusaurus_tag: 'docs-default-current',
  version: 'current',
});

describe('encodeShardedIndex', () => {
  const records = [0, 1, 2].flatMap((page) => [0, 1].map((position) => record(page, position)));

  it('gives the manifest and every file it names, deterministically', () => {
    const a = encodeShardedIndex('docs', records, { blockSize: 4, shardBytes: 16 });
    expect(a.manifest).toMatchObject({ format: 'sitegraph-search-index', formatVersion: 4, indexName: 'docs', recordCount: 6, blockSize: 4, filePrefix: `docs.${records[0]!.docusaurus_tag}` });
    expect(a.manifest.blockHashes).toHaveLength(2);
    const blockFiles = a.manifest.blockHashes.map((hash, i) => shardedBlockFile(a.manifest.filePrefix, i, hash));
    for (const name of [...blockFiles, ...a.manifest.termShards.map(([, file]) => file), a.manifestFile]) expect(a.files.has(name)).toBe(true);
    // Every file is the manifest, a shard or a block it names.
    expect(a.files.size).toBe(1 + a.manifest.termShards.length + blockFiles.length);
    expect(encodeShardedIndex('docs', records, { blockSize: 4, shardBytes: 16 }).files).toEqual(a.files);
  });

  it('refuses an empty part', () => {
    expect(() => encodeShardedIndex('docs', [])).toThrow(/at least one record/);
  });
});
