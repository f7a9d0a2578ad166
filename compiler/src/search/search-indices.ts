import type { SearchIndexPart, SearchRecord, SearchSection } from '../graph/search-schema.js';
import { memoryTextFiles, type OpenTextFile, type OutputFile, type TextFileSink } from '../output/index.js';
import { CompactIndexEncoder } from './compact-index.js';
import { HashedText } from './hashed-text.js';
import { ShardedIndexWriter, type BytesSpill } from './sharded-index.js';

/**
 * Parts of an index with at least this many records are also written as term shards
 * (`SearchFilesWriter`), and browsers load those instead of the part's one file. Set by
 * measurement (issue #40; README, "Search in the browser"): in Chromium, the first hit came
 * sooner from the shards than from the part held in memory at every size measured, from a docs
 * part of 3,355 records (100 docs of the bench corpus) up, rounded down; smaller parts were not
 * measured and stay one file.
 */
export const SEARCH_SHARD_MIN_RECORDS = 3_000;

/**
 * Where all records of a build are written when asked (DocSearch-shaped JSON array; `search push`
 * of a built folder and tools that import records elsewhere read it): graph-only builds always,
 * full builds with `--search-records`.
 */
export const RECORDS_FILE = 'search/records.json';

/** What the search files need of the site. */
export interface SearchSite {
  title: string;
  defaultLocale: string;
  themeConfig: Record<string, unknown>;
}

/**
 * `graph.search` and the files a build writes for it, from all records at once (the in-memory
 * form of {@link SearchFilesWriter}; the same bytes).
 */
export function searchIndices(records: readonly SearchRecord[], site: SearchSite): { section: SearchSection; files: OutputFile[] } {
  const files: OutputFile[] = [];
  const writer = new SearchFilesWriter(site, memoryTextFiles(files));
  writer.add(records);
  return { section: writer.finish(), files };
}

/** The writers of one part of the index (records of one tag, version and language). */
interface PartWriters {
  tag: string;
  version: string;
  language: string;
  writer: IndexFileWriter;
  sharded: ShardedIndexWriter;
}

/**
 * Writes the search files of a build as records arrive, page by page, without holding them:
 * `search/records.json` (unless left out); per index, the whole prebuilt engine index `search/<name>.<hash8>.json`
 * (`file`, for tools that load all of it) and one part per `docusaurus_tag` value,
 * `search/<name>.<tagSlug>.<hash8>.json` (`parts`, what the browser and `sitegraph serve` load:
 * only the parts a request's facet filters can match). Every index file is format
 * 'sitegraph-search-index' version 2 (see `CompactIndexEncoder`); the hash is of the file's
 * text, so a changed file gets a new URL and an unchanged one keeps its browser cache, and a
 * rerun writes the same bytes. What stays in memory is one page table per file.
 */
export class SearchFilesWriter {
  private readonly name: string;
  private readonly recordsFile: TextFileSink | null;
  private recordCount = 0;
  private readonly whole: IndexFileWriter;
  /** Part writers by JSON [tag, version, language]. */
  private readonly parts = new Map<string, PartWriters>();
  /** The part of the last record added. */
  private lastPart: PartWriters | null = null;
  private finished = false;

  /**
   * @param open where each file's text goes (memory, or a staging folder)
   * @param sharding parts with at least `minRecords` records are also written as term shards,
   *   their postings held in `spill` beyond a few KB a term
   * @param recordsFile whether to write {@link RECORDS_FILE} (≈ 110 MB at 5,000 docs)
   */
  constructor(
    private readonly site: SearchSite,
    private readonly open: OpenTextFile,
    private readonly sharding: { minRecords?: number | undefined; spill?: BytesSpill | undefined } = {},
    recordsFile = true,
  ) {
    this.name = searchIndexName(site);
    this.recordsFile = recordsFile ? open() : null;
    this.recordsFile?.write('[');
    this.whole = new IndexFileWriter(this.name, null, open());
  }

  /** Adds records (a page's, in build order). */
  add(records: readonly SearchRecord[]): void {
    if (this.finished) throw new Error('Internal error: search records added after the files were finished');
    for (const record of records) {
      this.recordsFile?.write(`${this.recordCount === 0 ? '' : ','}${JSON.stringify(record)}`);
      this.recordCount++;
      this.whole.add(record);
      // Most records are in the previous one's part: found without building its key.
      let part = this.lastPart;
      if (part === null || part.tag !== record.docusaurus_tag || part.version !== record.version || part.language !== record.language) {
        const key = JSON.stringify([record.docusaurus_tag, record.version, record.language]);
        part = this.parts.get(key) ?? this.newPart(key, record);
        this.lastPart = part;
      }
      // The part's entry is most often the whole index's, with its own page number.
      part.writer.addFollowing(record, this.whole);
      part.sharded.add(record);
    }
  }

  /** The writers of the part of `record` (by `key`, JSON [tag, version, language]), made and kept. */
  private newPart(key: string, record: SearchRecord): PartWriters {
    const part: PartWriters = {
      tag: record.docusaurus_tag,
      version: record.version,
      language: record.language,
      writer: new IndexFileWriter(this.name, record.docusaurus_tag, this.open()),
      sharded: new ShardedIndexWriter(this.name, `search/${this.name}.${tagSlug(record.docusaurus_tag)}`, this.open, this.sharding.minRecords ?? SEARCH_SHARD_MIN_RECORDS, undefined, this.sharding.spill),
    };
    this.parts.set(key, part);
    return part;
  }

  /** Ends every file and returns `graph.search`: parts sorted by tag, then version, then language. */
  finish(): SearchSection {
    this.finished = true;
    this.recordsFile?.write(']\n');
    this.recordsFile?.close(RECORDS_FILE);
    const file = this.whole.close();
    const order = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
    const groups = [...this.parts.values()].sort((a, b) => order(a.tag, b.tag) || order(a.version, b.version) || order(a.language, b.language));
    const parts: SearchIndexPart[] = groups.map((g) => {
      const sharded = g.sharded.close();
      return { tag: g.tag, version: g.version, language: g.language, recordCount: g.writer.count, file: g.writer.close(), ...(sharded ? { sharded } : {}) };
    });
    const tags = [...new Set(groups.map((g) => g.tag))].sort();
    return { indices: [{ name: this.name, language: this.site.defaultLocale, tags, recordCount: this.recordCount, file, parts }] };
  }
}

/** A `docusaurus_tag` as it appears in file names. */
function tagSlug(tag: string): string {
  return tag.replace(/[^A-Za-z0-9._-]+/g, '-') || 'untagged';
}

/** `themeConfig.algolia.indexName` when set, else the site title slugged ('My Site!' → 'my-site'). */
export function searchIndexName(site: { title: string; themeConfig: Record<string, unknown> }): string {
  const algolia = site.themeConfig['algolia'] as { indexName?: unknown } | undefined;
  if (typeof algolia?.indexName === 'string' && /^[A-Za-z0-9._-]+$/.test(algolia.indexName)) return algolia.indexName;
  const slug = site.title.toLowerCase().normalize('NFD').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  return slug || 'site';
}

/**
 * One index file written as its records come: the text of `JSON.stringify(encodeCompactIndex(…))`
 * (records first, page table last), hashed as it goes, named by index, part tag (slugged) and
 * content hash on `close`.
 */
class IndexFileWriter {
  count = 0;
  private readonly encoder = new CompactIndexEncoder();
  private readonly text: HashedText;

  constructor(
    private readonly indexName: string,
    private readonly tag: string | null,
    sink: TextFileSink,
  ) {
    this.text = new HashedText(sink);
    this.text.write(`{"format":"sitegraph-search-index","formatVersion":2,"indexName":${JSON.stringify(indexName)},"records":[`);
  }

  add(record: SearchRecord): void {
    this.writeEntry(this.encoder.encodeJson(record));
  }

  /** {@link add} for a record `lead` has just added, whose file holds this file's records and others ({@link CompactIndexEncoder.followJson}). */
  addFollowing(record: SearchRecord, lead: IndexFileWriter): void {
    this.writeEntry(this.encoder.followJson(record, lead.encoder));
  }

  private writeEntry(json: string): void {
    this.text.write(`${this.count++ === 0 ? '' : ','}${json}`);
  }

  /** Ends the file; returns its path. */
  close(): string {
    this.text.write(`],"pages":${JSON.stringify(this.encoder.pages)}}`);
    const slug = this.tag === null ? '' : `${tagSlug(this.tag)}.`;
    return this.text.close((digest) => `search/${this.indexName}.${slug}${digest.slice(0, 8)}.json`);
  }
}
