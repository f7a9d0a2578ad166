import { createHash } from 'node:crypto';
import type { SearchRecord } from '../graph/search-schema.js';
import type { OpenTextFile } from '../output/index.js';
import { COMPACT_RECORD_TYPES, COMPACT_TYPE_LEVELS, CompactIndexEncoder, type CompactSearchPage, type CompactSearchRecord } from './compact-index.js';
import { recordTerms, SHARDED_OWN_LENGTH_CAP } from './search-text.js';

/**
 * A part of a search index as term shards, format 'sitegraph-search-index' version 3: the
 * manifest a browser fetches first (`search/<name>.<tagSlug>.sharded.<hash8>.json`). It holds
 * the terms and what ranking reads of every record; a query then fetches only the postings
 * shards of its terms and the record blocks of the hits it shows (the runtime's
 * `shardedIndexData`). Record ids are the records' order in the part.
 */
export interface ShardedSearchIndex {
  format: 'sitegraph-search-index';
  formatVersion: 3;
  indexName: string;
  recordCount: number;
  /** What every record of the part shares. */
  facets: { language: string; docusaurus_tag: string; version: string };
  /** Every term of the part's records (`recordTerms`), in code point order; a term's id is its index. */
  terms: string[];
  /** Per term: how many records hold it. */
  counts: number[];
  /** The postings shards: each holds the terms from its first one to the next shard's first; its file's name, beside the manifest. */
  termShards: Array<[firstTerm: number, file: string]>;
  /** Records per block: block `i` holds records `i * blockSize` onwards. */
  blockSize: number;
  /** The names of the record blocks' files (beside the manifest), in order. */
  blocks: string[];
  /**
   * Base64, one byte per record: its type's index in `COMPACT_RECORD_TYPES` (bits 0–2), whether
   * its url is one no earlier record has (bit 3), and how many words its own text has, 15 meaning
   * 15 or more (bits 4–7).
   */
  meta: string;
  /** Base64 unsigned LEB128 varints: how many records each page has, pages in order (records of a page are consecutive). */
  pages: string;
  /** Per page: the records' `weight.pageRank`. */
  pageRanks: number[];
  /** Records whose `weight.level` is not their type's (`COMPACT_TYPE_LEVELS`): `[record, level]`. */
  levels: Array<[record: number, level: number]>;
  /** Records whose `weight.position` is not the one before plus one (0 first in its page): `[record, position]`. */
  positions: Array<[record: number, position: number]>;
  /** Records whose url is neither new nor the previous record's: `[record, url id]` (url ids count new urls from 0). */
  urls: Array<[record: number, urlId: number]>;
}

/** A postings shard (`termShards`): for each of its terms in order, `counts[term]` postings as unsigned LEB128 varints — the record id's gap to the previous one (the first: the id plus one), then the field mask. */
export interface SearchPostingsShard {
  format: 'sitegraph-search-postings';
  firstTerm: number;
  data: string;
}

/** A record block (`blocks`): its records in the compact encoding of format version 2, with a page table of its own. */
export interface SearchRecordBlock {
  format: 'sitegraph-search-records';
  firstRecord: number;
  records: CompactSearchRecord[];
  pages: CompactSearchPage[];
}

/** Records per block. */
export const SHARDED_BLOCK_SIZE = 256;
/** Bytes of postings a shard holds before the next one starts (a term's postings are never split). */
const SHARD_POSTINGS_BYTES = 256 * 1024;

/**
 * Writes one part of a search index as term shards ({@link ShardedSearchIndex}) while its
 * records stream in, once the part has at least `minRecords` records: until then its record
 * blocks wait in memory, and a part that stays smaller writes nothing (its one compact file is
 * what browsers load). The postings are kept in memory as varint bytes (about 2.5 bytes a
 * posting) until `close` writes them.
 */
export class ShardedIndexWriter {
  private count = 0;
  private readonly termIds = new Map<string, number>();
  private readonly postings: ByteBuffer[] = [];
  private readonly lastRecord: number[] = [];
  private readonly postingCounts: number[] = [];
  private readonly meta = new ByteBuffer();
  private readonly pageSizes = new ByteBuffer();
  private readonly pageRanks: number[] = [];
  private pageKey: string | null = null;
  private pageSize = 0;
  private readonly levels: Array<[number, number]> = [];
  private readonly positions: Array<[number, number]> = [];
  private readonly urls: Array<[number, number]> = [];
  private readonly urlIds = new Map<string, number>();
  private previousUrl = -1;
  private previousPosition = -1;
  private block: { encoder: CompactIndexEncoder; records: CompactSearchRecord[] } | null = null;
  /** Finished blocks not yet written (the part is below `minRecords` so far). */
  private readonly waiting: SearchRecordBlock[] = [];
  private readonly blocks: string[] = [];
  private facets: ShardedSearchIndex['facets'] | null = null;

  /**
   * @param prefix the files' path before `.<kind>.<hash8>.json` (`search/<name>.<tagSlug>`)
   * @param minRecords the least records a part is sharded with
   * @param layout records per block, and bytes of postings per shard (tests make them small)
   */
  constructor(
    private readonly indexName: string,
    private readonly prefix: string,
    private readonly open: OpenTextFile,
    private readonly minRecords: number,
    private readonly layout: { blockSize: number; shardBytes: number } = { blockSize: SHARDED_BLOCK_SIZE, shardBytes: SHARD_POSTINGS_BYTES },
  ) {}

  /** Adds the next record of the part. */
  add(record: SearchRecord): void {
    const id = this.count++;
    this.facets ??= { language: record.language, docusaurus_tag: record.docusaurus_tag, version: record.version };
    const indexed = recordTerms(record);
    for (const [term, mask] of indexed.terms) {
      let t = this.termIds.get(term);
      if (t === undefined) {
        this.termIds.set(term, (t = this.postings.length));
        this.postings.push(new ByteBuffer(16));
        this.lastRecord.push(-1);
        this.postingCounts.push(0);
      }
      this.postingCounts[t]!++;
      this.postings[t]!.varint(id - this.lastRecord[t]!).varint(mask);
      this.lastRecord[t] = id;
    }
    const type = COMPACT_RECORD_TYPES.indexOf(record.type);
    let url = this.urlIds.get(record.url);
    const newUrl = url === undefined;
    if (url === undefined) this.urlIds.set(record.url, (url = this.urlIds.size));
    else if (url !== this.previousUrl) this.urls.push([id, url]);
    this.previousUrl = url;
    this.meta.byte(type | (newUrl ? 8 : 0) | (Math.min(indexed.ownLength, SHARDED_OWN_LENGTH_CAP) << 4));
    if (record.weight.level !== COMPACT_TYPE_LEVELS[record.type]) this.levels.push([id, record.weight.level]);
    const pageKey = JSON.stringify([record.url_without_anchor, record.weight.pageRank]);
    if (pageKey !== this.pageKey) {
      if (this.pageKey !== null) this.pageSizes.varint(this.pageSize);
      this.pageKey = pageKey;
      this.pageSize = 0;
      this.pageRanks.push(record.weight.pageRank);
      this.previousPosition = -1;
    }
    this.pageSize++;
    if (record.weight.position !== this.previousPosition + 1) this.positions.push([id, record.weight.position]);
    this.previousPosition = record.weight.position;
    this.addToBlock(record);
  }

  /** Ends the part: the manifest's path, or null when the part has fewer than `minRecords` records (nothing written). */
  close(): string | null {
    if (this.count < this.minRecords) return null;
    this.endBlock();
    this.flushBlocks();
    if (this.pageKey !== null) this.pageSizes.varint(this.pageSize);
    const order = [...this.termIds.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    const counts: number[] = [];
    const termShards: Array<[number, string]> = [];
    let shard: Uint8Array[] = [];
    let shardBytes = 0;
    let shardFirst = 0;
    const endShard = (next: number): void => {
      if (shard.length > 0) termShards.push([shardFirst, fileName(this.writeShard(termShards.length, shardFirst, shard))]);
      shard = [];
      shardBytes = 0;
      shardFirst = next;
    };
    order.forEach((term, sorted) => {
      const t = this.termIds.get(term)!;
      const bytes = this.postings[t]!.bytes();
      if (shardBytes > 0 && shardBytes + bytes.length > this.layout.shardBytes) endShard(sorted);
      shard.push(bytes);
      shardBytes += bytes.length;
      counts.push(this.postingCounts[t]!);
    });
    endShard(order.length);
    const manifest: ShardedSearchIndex = {
      format: 'sitegraph-search-index',
      formatVersion: 3,
      indexName: this.indexName,
      recordCount: this.count,
      facets: this.facets!,
      terms: order,
      counts,
      termShards,
      blockSize: this.layout.blockSize,
      blocks: this.blocks,
      meta: Buffer.from(this.meta.bytes()).toString('base64'),
      pages: Buffer.from(this.pageSizes.bytes()).toString('base64'),
      pageRanks: this.pageRanks,
      levels: this.levels,
      positions: this.positions,
      urls: this.urls,
    };
    return this.write('sharded', JSON.stringify(manifest));
  }

  private addToBlock(record: SearchRecord): void {
    this.block ??= { encoder: new CompactIndexEncoder(), records: [] };
    this.block.records.push(this.block.encoder.encode(record));
    if (this.block.records.length === this.layout.blockSize) this.endBlock();
    if (this.count >= this.minRecords) this.flushBlocks();
  }

  private endBlock(): void {
    if (!this.block) return;
    const firstRecord = this.blocks.length * this.layout.blockSize + this.waiting.length * this.layout.blockSize;
    this.waiting.push({ format: 'sitegraph-search-records', firstRecord, records: this.block.records, pages: this.block.encoder.pages });
    this.block = null;
  }

  private flushBlocks(): void {
    for (const block of this.waiting.splice(0)) this.blocks.push(fileName(this.write(`records-${this.blocks.length}`, JSON.stringify(block))));
  }

  private writeShard(index: number, firstTerm: number, parts: readonly Uint8Array[]): string {
    const data = Buffer.concat(parts).toString('base64');
    const shard: SearchPostingsShard = { format: 'sitegraph-search-postings', firstTerm, data };
    return this.write(`postings-${index}`, JSON.stringify(shard));
  }

  /** Writes one file named by its kind and content hash; returns its path. */
  private write(kind: string, text: string): string {
    const path = `${this.prefix}.${kind}.${createHash('sha256').update(text).digest('hex').slice(0, 8)}.json`;
    const sink = this.open();
    sink.write(text);
    sink.close(path);
    return path;
  }
}

/** The name of an output path's file (the index's files are all in `search/`). */
function fileName(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

/** A growing byte array of unsigned LEB128 varints and bytes. */
class ByteBuffer {
  private data: Uint8Array;
  private length = 0;

  constructor(capacity = 1024) {
    this.data = new Uint8Array(capacity);
  }

  byte(value: number): this {
    if (this.length === this.data.length) {
      const grown = new Uint8Array(this.data.length * 2);
      grown.set(this.data);
      this.data = grown;
    }
    this.data[this.length++] = value;
    return this;
  }

  varint(value: number): this {
    let rest = value;
    while (rest >= 0x80) {
      this.byte((rest & 0x7f) | 0x80);
      rest = Math.floor(rest / 128);
    }
    return this.byte(rest);
  }

  bytes(): Uint8Array {
    return this.data.subarray(0, this.length);
  }
}
