import type { SearchRecord } from '../graph/search-schema.js';
import type { OpenTextFile } from '../output/index.js';
import { COMPACT_RECORD_TYPES, COMPACT_TYPE_LEVELS, CompactIndexEncoder, type CompactSearchPage, type CompactSearchRecord } from './compact-index.js';
import { HashedText } from './hashed-text.js';
import { recordTerms, SHARDED_OWN_LENGTH_CAP, shardedBlockFile } from './search-text.js';

/**
 * A part of a search index as term shards, format 'sitegraph-search-index' version 4: the
 * manifest a browser fetches first (`search/<name>.<tagSlug>.sharded.<hash8>.json`). It holds
 * the terms and what ranking reads of every record; a query then fetches only the postings
 * shards of its terms and the record blocks of the hits it shows (the runtime's
 * `shardedIndexData`). Record ids are the records' order in the part.
 */
export interface ShardedSearchIndex {
  format: 'sitegraph-search-index';
  formatVersion: 4;
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
  /** What the names of the part's files start with: `<index name>.<tag slug>`. */
  filePrefix: string;
  /**
   * Per record block, in order, the content hash in its file's name (beside the manifest):
   * `<filePrefix>.records-<i>.<hash>.json` (`shardedBlockFile`). Hashes, not names: at
   * 50,000 docs a part has 26,000 blocks, and their names would be 1.4 MB of the manifest.
   */
  blockHashes: string[];
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

/** A record block (`blockHashes`, `shardedBlockFile`): its records in the compact encoding of format version 2, with a page table of its own. */
export interface SearchRecordBlock {
  format: 'sitegraph-search-records';
  firstRecord: number;
  records: CompactSearchRecord[];
  pages: CompactSearchPage[];
}

/**
 * Records per block. A query fetches the blocks of the hits it shows (8 at 5,000 docs for the
 * bench's query): blocks of 64 records (about 9 KB of JSON) against 256 took the time from a
 * query's blocks being asked for to its first hit from 115 to 95 ms (medians of 9 runs, Chromium,
 * 5,000 docs; issue #40); at 50,000 docs a query's blocks (33 for the README's query) would be
 * about a quarter of the bytes (not measured).
 */
export const SHARDED_BLOCK_SIZE = 64;

/**
 * How a part's files are cut: records per block, and bytes of postings per shard (a shard is
 * started when the one before would pass the size; a term's postings are never split).
 */
export interface ShardedLayout {
  /** Records per record block. */
  blockSize: number;
  /** Bytes of postings per shard. */
  shardBytes: number;
}

/**
 * A build's layout: shards of 32 KB (256 KB until 2026-11-29), of which a query fetches only its
 * terms'. In Chromium each file costs about 6 ms a request plus 55 ms a MB (2026-11-29, this
 * project's VM): a query's four 256 KB shards at 5,000 docs took 80–100 ms to arrive against
 * 25–35 ms for four files of 36 KB. A part of at most 8 shards (`PREFETCH_MAX_SHARDS`: about 100
 * docs of the bench tree) is fetched whole with its manifest; the 600-doc tree's part was 5
 * shards of 256 KB fetched so, and its first hit came 55–90 ms later than with 43 shards of 32 KB
 * fetched by its queries (its follow-up 47 ms sooner; issue #40).
 */
export const SHARDED_LAYOUT: ShardedLayout = { blockSize: SHARDED_BLOCK_SIZE, shardBytes: 32 * 1024 };
/** Bytes of a term's postings kept in memory before they go to the spill file (when there is one). */
const SPILL_AT = 16 * 1024;

/** Where a writer puts postings it does not keep in memory (a build's `TreeSpill`). */
export interface BytesSpill {
  /** Stores bytes; returns the function that reads them back. */
  appendBytes(bytes: Uint8Array): () => Uint8Array;
}

/**
 * Writes one part of a search index as term shards ({@link ShardedSearchIndex}) while its
 * records stream in, once the part has at least `minRecords` records: until then the records
 * wait as they are (nothing is tokenised), and a part that stays smaller writes nothing (its one
 * compact file is what browsers load). The postings are varint bytes (about 2.5 bytes a
 * posting: 106 MB at 50,000 docs); given a spill, each term keeps at most {@link SPILL_AT}
 * bytes in memory and the rest goes to the spill until `close` writes the shards.
 */
export class ShardedIndexWriter {
  private count = 0;
  private readonly termIds = new Map<string, number>();
  private readonly postings: ByteBuffer[] = [];
  /** Per term, its postings' bytes that went to the spill, in order, and how many. */
  private readonly spilled: Array<Array<() => Uint8Array>> = [];
  private readonly spilledBytes: number[] = [];
  private readonly lastRecord: number[] = [];
  private readonly postingCounts: number[] = [];
  private readonly meta = new ByteBuffer();
  private readonly pageSizes = new ByteBuffer();
  private readonly pageRanks: number[] = [];
  /** The page rank of the current page of `pageSizes`. */
  private pageRank = 0;
  private pageSize = 0;
  private readonly levels: Array<[number, number]> = [];
  private readonly positions: Array<[number, number]> = [];
  private readonly urls: Array<[number, number]> = [];
  /**
   * Url ids of the current page's urls (a page's records are consecutive, so a url of the page
   * or its anchors cannot come back later: a map of every url of 50,000 docs took about 100 MB),
   * and of the urls that are not their page's url plus an anchor (rare: kept for the part).
   */
  private readonly pageUrls = new Map<string, number>();
  private readonly otherUrls = new Map<string, number>();
  private urlPage: string | null = null;
  private readonly pagesDone = new Set<string>();
  private urlCount = 0;
  private previousUrl = -1;
  private previousPosition = -1;
  private block: { encoder: CompactIndexEncoder; records: CompactSearchRecord[] } | null = null;
  /** The records so far while the part is below `minRecords` (then indexed all at once); null after. */
  private pending: SearchRecord[] | null = [];
  private readonly blockHashes: string[] = [];
  private facets: ShardedSearchIndex['facets'] | null = null;
  /** The files' folder (`search/`) and what their names start with (`<name>.<tagSlug>`), from `prefix`. */
  private readonly folder: string;
  private readonly filePrefix: string;

  /**
   * @param prefix the files' path before `.<kind>.<hash8>.json` (`search/<name>.<tagSlug>`)
   * @param minRecords the least records a part is sharded with
   * @param layout records per block, and bytes of postings per shard (tests make them small; default {@link SHARDED_LAYOUT})
   * @param spill where postings go beyond {@link SPILL_AT} bytes a term (absent: kept in memory)
   */
  constructor(
    private readonly indexName: string,
    prefix: string,
    private readonly open: OpenTextFile,
    private readonly minRecords: number,
    private readonly layout: ShardedLayout = SHARDED_LAYOUT,
    private readonly spill?: BytesSpill,
  ) {
    const slash = prefix.lastIndexOf('/') + 1;
    this.folder = prefix.slice(0, slash);
    this.filePrefix = prefix.slice(slash);
  }

  /** Adds the next record of the part. */
  add(record: SearchRecord): void {
    if (this.pending) {
      this.pending.push(record);
      if (this.pending.length < this.minRecords) return;
      const records = this.pending;
      this.pending = null;
      for (const r of records) this.index(r);
      return;
    }
    this.index(record);
  }

  /** Indexes the next record: its postings, its ranking data and its place in a block. */
  private index(record: SearchRecord): void {
    const id = this.count++;
    this.facets ??= { language: record.language, docusaurus_tag: record.docusaurus_tag, version: record.version };
    const indexed = recordTerms(record);
    for (const [term, mask] of indexed.terms) {
      let t = this.termIds.get(term);
      if (t === undefined) {
        this.termIds.set(term, (t = this.postings.length));
        this.postings.push(new ByteBuffer(16));
        this.spilled.push([]);
        this.spilledBytes.push(0);
        this.lastRecord.push(-1);
        this.postingCounts.push(0);
      }
      this.postingCounts[t]!++;
      const buffer = this.postings[t]!.varint(id - this.lastRecord[t]!).varint(mask);
      this.lastRecord[t] = id;
      if (this.spill && buffer.size >= SPILL_AT) {
        this.spilled[t]!.push(this.spill.appendBytes(buffer.bytes()));
        this.spilledBytes[t]! += buffer.size;
        buffer.clear();
      }
    }
    const type = COMPACT_RECORD_TYPES.indexOf(record.type);
    const page = record.url_without_anchor;
    const newPage = page !== this.urlPage;
    if (newPage) {
      if (this.pagesDone.has(page)) throw new Error(`search index: the records of ${page} are not consecutive (a part's records come page by page)`);
      if (this.urlPage !== null) this.pagesDone.add(this.urlPage);
      this.urlPage = page;
      this.pageUrls.clear();
    }
    const ids = record.url === page || record.url.startsWith(`${page}#`) ? this.pageUrls : this.otherUrls;
    let url = ids.get(record.url);
    const newUrl = url === undefined;
    if (url === undefined) ids.set(record.url, (url = this.urlCount++));
    else if (url !== this.previousUrl) this.urls.push([id, url]);
    this.previousUrl = url;
    this.meta.byte(type | (newUrl ? 8 : 0) | (Math.min(indexed.ownLength, SHARDED_OWN_LENGTH_CAP) << 4));
    if (record.weight.level !== COMPACT_TYPE_LEVELS[record.type]) this.levels.push([id, record.weight.level]);
    // A page of `pageSizes` is a run of records with one url (`urlPage`) and one page rank.
    if (newPage || record.weight.pageRank !== this.pageRank) {
      if (id > 0) this.pageSizes.varint(this.pageSize);
      this.pageRank = record.weight.pageRank;
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
    // Still waiting: below the threshold (or no record at all), nothing written.
    if (this.pending) return null;
    this.endBlock();
    if (this.count > 0) this.pageSizes.varint(this.pageSize);
    const order = [...this.termIds.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    const ids = order.map((term) => this.termIds.get(term)!);
    const counts = ids.map((t) => this.postingCounts[t]!);
    // Shards of consecutive terms, each started when the one before reached the size.
    const firsts: number[] = [];
    let shardBytes = 0;
    ids.forEach((t, sorted) => {
      const bytes = this.spilledBytes[t]! + this.postings[t]!.size;
      if (sorted === 0 || (shardBytes > 0 && shardBytes + bytes > this.layout.shardBytes)) {
        firsts.push(sorted);
        shardBytes = 0;
      }
      shardBytes += bytes;
    });
    const termShards = firsts.map((first, i): [number, string] => [first, fileName(this.writeShard(i, first, ids.slice(first, firsts[i + 1] ?? ids.length)))]);
    const manifest: ShardedSearchIndex = {
      format: 'sitegraph-search-index',
      formatVersion: 4,
      indexName: this.indexName,
      recordCount: this.count,
      facets: this.facets!,
      terms: order,
      counts,
      termShards,
      blockSize: this.layout.blockSize,
      filePrefix: this.filePrefix,
      blockHashes: this.blockHashes,
      meta: Buffer.from(this.meta.bytes()).toString('base64'),
      pages: Buffer.from(this.pageSizes.bytes()).toString('base64'),
      pageRanks: this.pageRanks,
      levels: this.levels,
      positions: this.positions,
      urls: this.urls,
    };
    return this.write(this.kindFile('sharded'), JSON.stringify(manifest)).path;
  }

  private addToBlock(record: SearchRecord): void {
    this.block ??= { encoder: new CompactIndexEncoder(), records: [] };
    this.block.records.push(this.block.encoder.encode(record));
    if (this.block.records.length === this.layout.blockSize) this.endBlock();
  }

  /** Writes the block being filled, if any. */
  private endBlock(): void {
    if (!this.block) return;
    const index = this.blockHashes.length;
    const block: SearchRecordBlock = { format: 'sitegraph-search-records', firstRecord: index * this.layout.blockSize, records: this.block.records, pages: this.block.encoder.pages };
    this.blockHashes.push(this.write((hash) => shardedBlockFile(this.filePrefix, index, hash), JSON.stringify(block)).hash);
    this.block = null;
  }

  /**
   * Writes a postings shard (the JSON of a {@link SearchPostingsShard}) a term's piece at a time:
   * the spilled postings are read back one chunk at a time, so what a shard allocates is small
   * and short-lived (whole shards and their text were 100s of MB of garbage at 50,000 docs).
   */
  private writeShard(index: number, firstTerm: number, terms: readonly number[]): string {
    const { path } = this.writePieces(this.kindFile(`postings-${index}`), (write) => {
      write(`{"format":"sitegraph-search-postings","firstTerm":${firstTerm},"data":"`);
      const base64 = new Base64Pieces();
      for (const t of terms) {
        for (const read of this.spilled[t]!) write(base64.push(read()));
        write(base64.push(this.postings[t]!.bytes()));
      }
      write(`${base64.end()}"}`);
    });
    return path;
  }

  /** Writes `text` as one file named by `fileOf` its content hash (see {@link writePieces}). */
  private write(fileOf: (hash: string) => string, text: string): { path: string; hash: string } {
    return this.writePieces(fileOf, (write) => write(text));
  }

  /** The name of the part's file of `kind` whose content hash is `hash`: `<prefix>.<kind>.<hash>.json`. */
  private kindFile(kind: string): (hash: string) => string {
    return (hash) => `${this.filePrefix}.${kind}.${hash}.json`;
  }

  /**
   * Writes one file from the pieces `fill` gives, in the files' folder, named by `fileOf` the
   * first 8 hex digits of its text's hash; returns its path and that hash.
   */
  private writePieces(fileOf: (hash: string) => string, fill: (write: (piece: string) => void) => void): { path: string; hash: string } {
    const text = new HashedText(this.open());
    fill((piece) => text.write(piece));
    let hash = '';
    const path = text.close((digest) => this.folder + fileOf((hash = digest.slice(0, 8))));
    return { path, hash };
  }
}

/** The name of an output path's file (the index's files are all in `search/`). */
function fileName(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

/** Base64 of a byte stream given in pieces: each piece's text, the last one padded by `end` (the pieces' texts joined are the base64 of the bytes joined). */
class Base64Pieces {
  /** The 0–2 bytes of the last piece not encoded yet (base64 encodes 3 at a time). */
  private carry: Uint8Array = new Uint8Array(0);

  push(bytes: Uint8Array): string {
    const all = this.carry.length === 0 ? bytes : Buffer.concat([this.carry, bytes]);
    const whole = all.length - (all.length % 3);
    this.carry = Uint8Array.from(all.subarray(whole));
    return Buffer.from(all.buffer, all.byteOffset, whole).toString('base64');
  }

  end(): string {
    const rest = Buffer.from(this.carry).toString('base64');
    this.carry = new Uint8Array(0);
    return rest;
  }
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

  /** The bytes so far (a view: valid until the next write). */
  bytes(): Uint8Array {
    return this.data.subarray(0, this.length);
  }

  get size(): number {
    return this.length;
  }

  /** Empties it, keeping its capacity. */
  clear(): void {
    this.length = 0;
  }
}
