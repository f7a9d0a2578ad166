import { encodeShardedIndex, type ShardedSearchIndex } from '@sitegraph/compiler';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FacetFilters } from './facet-filters.js';
import { unionIndexData, type IndexNeed } from './index-data.js';
import { createMatcher } from './matcher.js';
import { createSearchEngine, loadSearchEngine } from './search-engine.js';
import { decodePostings, PREFETCH_MAX_SHARDS, shardedIndexData } from './sharded-index-data.js';
import { testPages } from './test-records.test-support.js';
import type { SearchEngine, SearchRecord } from './types.js';

const TYPES = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6', 'content'] as const;
const WORDS = ['Intro', 'Install', 'Installing', 'API', 'the', 'Deploy', 'deployment', 'a#b', 'renderMedia()', 'render', 'Media'];
/** Texts of a few words of a small vocabulary (so that queries find things), or any string. */
const text = fc.oneof(
  fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 4 }).map((words) => words.join(' ')),
  fc.string({ maxLength: 8 }),
);
const maybe = fc.option(text, { nil: null });

/**
 * Records of one part (one tag, version and language), page by page as a build writes them,
 * with every other field free: a page's urls coming back (its anchors), urls that are not the
 * page's (shared between pages), any level and position. Parts never share a url (each tag has
 * its own routes).
 */
const partRecords = (tag: string): fc.Arbitrary<SearchRecord[]> =>
  fc
    .array(
      fc.array(
        fc.record({
          objectID: fc.string({ minLength: 1, maxLength: 6 }),
          url: fc.constantFrom('', '#x', '#y', '/other', '/elsewhere#z'),
          anchor: fc.constantFrom(null, 'x', 'y'),
          type: fc.constantFrom(...TYPES),
          content: maybe,
          hierarchy: fc.record({ lvl0: maybe, lvl1: maybe, lvl2: maybe, lvl3: maybe, lvl4: maybe, lvl5: maybe, lvl6: maybe }),
          weight: fc.record({ pageRank: fc.integer({ min: -1, max: 1 }), level: fc.constantFrom(0, 50, 90, 100, 7), position: fc.nat({ max: 4 }) }),
        }),
        { minLength: 1, maxLength: 8 },
      ),
      { minLength: 1, maxLength: 6 },
    )
    .map((pages) =>
      pages.flatMap((records, i) =>
        records.map(({ url, ...rest }) => {
          const page = `/${tag}/p${i}`;
          return { ...rest, url: url.startsWith('/') ? `/${tag}${url}` : `${page}${url}`, url_without_anchor: page, language: 'en', docusaurus_tag: tag, version: tag === 'blog-default' ? '' : 'current' };
        }),
      ),
    );

/** Queries: words of the vocabulary, prefixes, typos, several words, stop words, nothing. */
const query = fc.oneof(
  fc.constantFrom('', 'intro', 'in', 'inst', 'instal', 'isntall', 'deploy', 'deplyoment', 'the', 'the api', 'install api', 'intro install', 'a b', 'zzz', 'render media', 'rendermedia', 'render med', 'installapi'),
  fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 3 }).map((words) => words.join(' ')),
);
const filters: fc.Arbitrary<FacetFilters | undefined> = fc.constantFrom(undefined, 'docusaurus_tag:docs-default-current', ['-docusaurus_tag:docs-default-current'], 'hierarchy.lvl0:Intro', [['hierarchy.lvl1:API', 'docusaurus_tag:blog-default']]);

/** A part written as term shards with tiny blocks and shards, its files in memory. */
function shard(records: SearchRecord[], files: Map<string, string>): ShardedSearchIndex {
  const encoded = encodeShardedIndex('docs', records, { blockSize: 3, shardBytes: 24 });
  for (const [name, text] of encoded.files) files.set(name, text);
  return encoded.manifest;
}

function shardedEngine(parts: SearchRecord[][]): { engine: SearchEngine; fetched: string[]; files: Map<string, string> } {
  const files = new Map<string, string>();
  const fetched: string[] = [];
  const manifests = parts.map((records) => shard(records, files));
  const engine = loadSearchEngine(manifests, async (name) => {
    fetched.push(name);
    return JSON.parse(files.get(name)!);
  });
  return { engine, fetched, files };
}

/** `n` pages of one title record each: 'Page i wordi'. */
const pages = (n: number): SearchRecord[] =>
  Array.from({ length: n }, (_, i) => ({
    objectID: `p${i}`,
    url: `/docs/p${i}`,
    url_without_anchor: `/docs/p${i}`,
    anchor: null,
    type: 'lvl1',
    content: null,
    hierarchy: { lvl0: 'Docs', lvl1: `Page ${i} word${i}`, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
    weight: { pageRank: 0, level: 100, position: 0 },
    language: 'en',
    docusaurus_tag: 'docs-default-current',
    version: 'current',
  }));

describe('a sharded index part', () => {
  it('answers every query as the same records held in memory do, once prepared', async () => {
    await fc.assert(
      fc.asyncProperty(partRecords('docs-default-current'), partRecords('blog-default'), fc.boolean(), query, filters, fc.integer({ min: 1, max: 6 }), async (docs, blog, both, q, f, limit) => {
        const parts = both ? [blog, docs] : [docs];
        const memory = createSearchEngine('docs', parts.flat());
        const { engine } = shardedEngine(parts);
        const options = { facetFilters: f, limit };
        await engine.prepare(q, options);
        expect(engine.find(q, options)).toEqual(memory.find(q, options));
      }),
      { numRuns: 300 },
    );
  });

  it('mixes with a part held in memory (a small part in one compact file)', async () => {
    const [docs, blog] = fc.sample(fc.tuple(partRecords('docs-default-current'), partRecords('blog-default')), { numRuns: 1, seed: 7 })[0]!;
    const files = new Map<string, string>();
    const manifest = shard(docs, files);
    const mixed = loadSearchEngine([{ format: 'sitegraph-search-index', formatVersion: 1, indexName: 'docs', records: blog }, manifest], async (name) => JSON.parse(files.get(name)!));
    const memory = createSearchEngine('docs', [...blog, ...docs]);
    for (const q of ['', 'install', 'inst', 'instal api', 'deploy']) {
      await mixed.prepare(q, { limit: 4 });
      expect(mixed.find(q, { limit: 4 })).toEqual(memory.find(q, { limit: 4 }));
    }
  });

  it('reads the text of a record not loaded yet that may be the query word for word before ranking it', async () => {
    const record = (i: number, type: SearchRecord['type'], lvl1: string, lvl3: string | null): SearchRecord => ({
      objectID: `r${i}`,
      url: `/docs/p${i}`,
      url_without_anchor: `/docs/p${i}`,
      anchor: null,
      type,
      content: null,
      hierarchy: { lvl0: null, lvl1, lvl2: null, lvl3, lvl4: null, lvl5: null, lvl6: null },
      weight: { pageRank: 0, level: type === 'lvl1' ? 100 : 80, position: 0 },
      language: 'en',
      docusaurus_tag: 'docs-default-current',
      version: 'current',
    });
    // A title holding the word (lvl1: boost 6, × 1.5) against a lvl3 heading that is the word
    // (boost 3, × 6 once its text is read; × 1.5 before): the heading is first, in another block.
    const records = [record(0, 'lvl1', 'Install notes', null), record(1, 'lvl1', 'Other', null), record(2, 'lvl1', 'More', null), record(3, 'lvl3', 'Setup', 'Install')];
    const { engine } = shardedEngine([records]);
    await engine.prepare('install', { limit: 1 });
    expect(engine.find('install', { limit: 1 }).hits.map((h) => h.record.objectID)).toEqual(['r3']);
    expect(createSearchEngine('docs', records).find('install', { limit: 1 }).hits.map((h) => h.record.objectID)).toEqual(['r3']);
  });

  it('loads with the best records that may be the query word for word those that could take their place, from its second round of records', async () => {
    // 13 pages whose title has the query's words in another order (each may be the query until
    // its text is read: scored as it, then a quarter of that), and one page whose title is it.
    const titles = Array.from({ length: 14 }, (_, i) => (i === 11 ? 'Configure webhook endpoint' : i % 2 === 0 ? 'Endpoint webhook configure' : 'Webhook configure endpoint'));
    const records = testPages(titles);
    const files = new Map<string, string>();
    const encoded = encodeShardedIndex('docs', records, { blockSize: 1, shardBytes: 1 << 20 });
    for (const [name, text] of encoded.files) files.set(name, text);
    const index = shardedIndexData(encoded.manifest, async (name) => JSON.parse(files.get(name)!));
    const steps = createMatcher(index)('configure webhook endpoint', undefined, 5);
    const rounds: IndexNeed[] = [];
    let step = steps.next();
    while (!step.done) {
      rounds.push(step.value);
      await index.load!(step.value);
      step = steps.next();
    }
    // The postings; the best 5 titles, none the query; the 5 that took their place and the 4 left
    // that may take theirs: 2 rounds of records, where one for each 5 that came in made 3.
    expect(rounds.map((need) => ('postings' in need ? 'postings' : need.records.length))).toEqual(['postings', 5, 9]);
    expect(step.value).toEqual(createSearchEngine('docs', records).find('configure webhook endpoint', { limit: 5 }));
    expect(step.value.hits[0]!.record.url).toBe('/docs/p11');
  });

  it('answers a prepare right when a find of another query ran while it waited for a file', async () => {
    const records: SearchRecord[] = Array.from({ length: 40 }, (_, i) => ({
      objectID: `r${i}`,
      url: `/docs/p${i >> 1}`,
      url_without_anchor: `/docs/p${i >> 1}`,
      anchor: null,
      type: i % 2 === 0 ? 'lvl1' : 'content',
      content: i % 2 === 0 ? null : ['Install the intro kit', 'Intro to deploy', 'Install and deploy'][i % 3]!,
      hierarchy: { lvl0: 'Docs', lvl1: i % 4 < 2 ? `Install step ${i}` : `Intro part ${i}`, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
      weight: { pageRank: 0, level: i % 2 === 0 ? 100 : 0, position: i % 2 },
      language: 'en',
      docusaurus_tag: 'docs-default-current',
      version: 'current',
    }));
    const memory = createSearchEngine('docs', records);
    const { engine } = shardedEngine([records]);
    await engine.prepare('intro', { limit: 2 });
    await engine.prepare('install', { limit: 1 });
    // Its postings are loaded: it stops in the ranking, for the blocks of its other hits.
    const pending = engine.prepare('install', { limit: 20 });
    await Promise.resolve();
    // Loaded, not cached: answered now, with the matcher's shared work arrays.
    expect(engine.find('intro', { limit: 1 })).toEqual(memory.find('intro', { limit: 1 }));
    await pending;
    // Pages titled 'Intro part …' have 'install' in a content record only, whose total the find overwrote.
    expect(engine.find('install', { limit: 20 })).toEqual(memory.find('install', { limit: 20 }));
  });

  it('ends a superseded prepare at its turn or after its next file, loading nothing more, and answers the next one as before', async () => {
    const records = pages(40);
    const { engine, fetched } = shardedEngine([records]);
    let later = false;
    // Superseded before its turn: no file at all.
    await engine.prepare('word3', { limit: 5 }, () => true);
    expect(fetched.filter((name) => !name.includes('.sharded.'))).toEqual([]);
    // Superseded while its postings load: no record block after them.
    const pending = engine.prepare('word7', { limit: 5 }, () => later);
    later = true;
    await pending;
    expect(fetched.some((name) => name.includes('.records-'))).toBe(false);
    expect(() => engine.find('word7', { limit: 5 })).toThrow(/not loaded/);
    await engine.prepare('word7', { limit: 5 }, () => false);
    expect(engine.find('word7', { limit: 5 })).toEqual(createSearchEngine('docs', records).find('word7', { limit: 5 }));
  });

  it('rejects a postings shard whose data ends inside a number', async () => {
    const records = fc.sample(partRecords('docs-default-current'), { numRuns: 1, seed: 3 })[0]!;
    const { engine, files } = shardedEngine([records]);
    for (const [name, text] of files) {
      if (!name.includes('.postings-')) continue;
      const shard = JSON.parse(text) as { data: string };
      // The last byte with its continuation bit set: the last number never ends.
      const bytes = Uint8Array.from(atob(shard.data), (c) => c.charCodeAt(0));
      bytes[bytes.length - 1]! |= 0x80;
      files.set(name, JSON.stringify({ ...shard, data: btoa(String.fromCharCode(...bytes)) }));
    }
    await expect(Promise.all(WORDS.map((word) => engine.prepare(word.toLowerCase())))).rejects.toThrow(/ends inside a varint/);
  });

  it('fetches only the postings of the query’s terms and the blocks of its hits', async () => {
    const { engine, fetched, files } = shardedEngine([pages(60)]);
    await engine.prepare('word42', { limit: 5 });
    expect(engine.find('word42', { limit: 5 }).hits.map((h) => h.record.objectID)).toEqual(['p42']);
    const blocks = [...files.keys()].filter((name) => name.includes('.records-'));
    const shards = [...files.keys()].filter((name) => name.includes('.postings-'));
    expect(blocks.length).toBe(20);
    expect(shards.length).toBeGreaterThan(10);
    expect(fetched.filter((name) => name.includes('.records-'))).toHaveLength(1);
    expect(fetched.filter((name) => name.includes('.postings-'))).toHaveLength(1);
    // Not prepared: find says what it lacks instead of answering wrong.
    expect(() => engine.find('word7')).toThrow(/not loaded/);
  });

  const idle = () => new Promise((resolve) => setTimeout(resolve, 20));

  it('fetches all the postings of a small part as soon as it is loaded, so that no query waits for postings', async () => {
    const { engine, fetched, files } = shardedEngine([pages(6)]);
    const shards = [...files.keys()].filter((name) => name.includes('.postings-'));
    expect(shards.length).toBeGreaterThan(1);
    expect(shards.length).toBeLessThanOrEqual(PREFETCH_MAX_SHARDS);
    // Requested before any query, each once.
    expect(fetched.filter((name) => name.includes('.postings-')).sort()).toEqual([...shards].sort());
    await idle();
    const before = fetched.length;
    await engine.prepare('word1', { limit: 5 });
    await engine.prepare('word4', { limit: 5 });
    expect(fetched.slice(before).every((name) => name.includes('.records-'))).toBe(true);
    expect(engine.find('word4', { limit: 5 })).toEqual(createSearchEngine('docs', pages(6)).find('word4', { limit: 5 }));
  });

  it('fetches no more postings than its queries need when the part has more shards', async () => {
    const { engine, fetched, files } = shardedEngine([pages(60)]);
    expect([...files.keys()].filter((name) => name.includes('.postings-')).length).toBeGreaterThan(PREFETCH_MAX_SHARDS);
    await engine.prepare('word42', { limit: 5 });
    await idle();
    expect(fetched.filter((name) => name.includes('.postings-'))).toHaveLength(1);
  });

  it('decodes a term’s postings: record gaps and field masks as varints, from an offset', () => {
    // At offset 2: record 0 (gap 1) in fields 0b1; record 300 (gap 300 = 0xac 0x02) in 0b10000000
    // (128 = 0x80 0x01); record 16,684 (gap 16,384 = 0x80 0x80 0x01) in 0b11.
    const bytes = Uint8Array.from([0xff, 0x7f, 1, 1, 0xac, 0x02, 0x80, 0x01, 0x80, 0x80, 0x01, 3, 9]);
    const { records, masks } = decodePostings(bytes, 2, 3);
    expect([...records]).toEqual([0, 300, 16_684]);
    expect([...masks]).toEqual([1, 128, 3]);
    expect([...decodePostings(bytes, 2, 0).records]).toEqual([]);
    expect(() => decodePostings(bytes, 2, 6)).toThrow('a file ends inside a varint');
    expect(() => decodePostings(Uint8Array.from([1, 0x81]), 0, 1)).toThrow('a file ends inside a varint');
  });

  it('decodes the per-record data of the records asked for, by chunks, as a decode of all of them does; the own field of each from the start', async () => {
    await fc.assert(
      fc.asyncProperty(partRecords('docs-default-current'), fc.integer({ min: 1, max: 5 }), fc.array(fc.nat(), { maxLength: 6 }), async (docs, chunk, picks) => {
        const files = new Map<string, string>();
        const fetchFile = async (name: string) => JSON.parse(files.get(name)!);
        const manifest = shard(docs, files);
        const eager = shardedIndexData(manifest, fetchFile);
        eager.decode!();
        const lazy = shardedIndexData(manifest, fetchFile, chunk);
        expect(lazy.urlCount).toBe(eager.urlCount);
        expect([...lazy.ownBit]).toEqual([...eager.ownBit]);
        const asked = picks.map((pick) => pick % docs.length);
        // Asked in two calls: the second finds some chunks decoded.
        lazy.decode!(asked.slice(0, 3));
        lazy.decode!(asked.slice(3));
        const decoded = new Set(asked.map((r) => Math.floor(r / chunk)));
        for (let r = 0; r < docs.length; r++) {
          if (!decoded.has(Math.floor(r / chunk))) continue;
          for (const key of ['ownLength', 'level', 'position', 'pageRank', 'urlId', 'group'] as const) expect([key, r, lazy[key][lazy.slot(r)]]).toEqual([key, r, eager[key][eager.slot(r)]]);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('decodes only the chunks of the records asked for, and keeps only theirs, in the order decoded', () => {
    const files = new Map<string, string>();
    const lazy = shardedIndexData(shard(pages(12), files), async (name) => JSON.parse(files.get(name)!), 4);
    lazy.decode!([5]);
    // Chunk 1 (records 4-7) is decoded first: its data is at slots 0-3. Every title record has level 100.
    expect([4, 5, 6, 7].map((r) => lazy.slot(r))).toEqual([0, 1, 2, 3]);
    expect([...lazy.level.subarray(0, 4)]).toEqual([100, 100, 100, 100]);
    expect([...lazy.urlId.subarray(0, 4)]).toEqual([4, 5, 6, 7]);
    lazy.decode!([11, 6]);
    expect([8, 11].map((r) => lazy.slot(r))).toEqual([4, 7]);
    expect([...lazy.urlId.subarray(4, 8)]).toEqual([8, 9, 10, 11]);
  });

  it('grows its decoded data as chunks are decoded, each chunk once', () => {
    const files = new Map<string, string>();
    const eager = shardedIndexData(shard(pages(300), files), async (name) => JSON.parse(files.get(name)!));
    eager.decode!();
    const lazy = shardedIndexData(shard(pages(300), files), async (name) => JSON.parse(files.get(name)!), 2);
    // 150 chunks of 2, decoded backwards: more than the 64 chunks held at first.
    for (let r = 299; r >= 0; r--) lazy.decode!([r, 299 - r]);
    expect(lazy.slot(299)).toBe(1);
    expect(lazy.slot(0)).toBe(2);
    for (let r = 0; r < 300; r++) expect([r, lazy.urlId[lazy.slot(r)], lazy.position[lazy.slot(r)]]).toEqual([r, eager.urlId[eager.slot(r)], eager.position[eager.slot(r)]]);
  });

  it('answers every query as the same records held in memory do, decoding by small chunks, one part or two', async () => {
    await fc.assert(
      fc.asyncProperty(partRecords('docs-default-current'), partRecords('blog-default'), fc.boolean(), query, filters, fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 4 }), async (docs, blog, both, q, f, limit, chunk) => {
        const parts = both ? [blog, docs] : [docs];
        const files = new Map<string, string>();
        const fetchFile = async (name: string) => JSON.parse(files.get(name)!);
        const index = unionIndexData(parts.map((records) => shardedIndexData(shard(records, files), fetchFile, chunk)));
        const steps = createMatcher(index)(q, f, limit);
        let step = steps.next();
        while (!step.done) {
          await index.load!(step.value);
          step = steps.next();
        }
        expect(step.value).toEqual(createSearchEngine('docs', parts.flat()).find(q, { facetFilters: f, limit }));
      }),
      { numRuns: 300 },
    );
  });
});
