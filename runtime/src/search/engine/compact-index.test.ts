import { encodeCompactIndex } from '@sitegraph/compiler';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeCompactIndex } from './compact-index.js';
import { loadSearchEngine, serializeSearchIndex } from './search-engine.js';
import type { SearchRecord } from './types.js';

const TYPES = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6', 'content'] as const;
const LEVEL = { lvl0: 100, lvl1: 100, lvl2: 90, lvl3: 80, lvl4: 70, lvl5: 60, lvl6: 50, content: 0 } as const;

/** Small pools, so records share pages, headings and anchors as a build's do, plus any string. */
const text = fc.oneof(fc.constantFrom('Intro', 'Install', 'API', 'a#b', ''), fc.string({ maxLength: 8 }));
const maybe = fc.option(text, { nil: null });

/** A record with every field free: the format must store whatever does not follow the pattern. */
const anyRecord: fc.Arbitrary<SearchRecord> = fc.record({
  objectID: fc.oneof(fc.constantFrom('abc-0', 'abc-1', 'abc-2', 'x'), fc.string({ minLength: 1, maxLength: 8 })),
  url: fc.constantFrom('/a', '/a#x', '/b', '/b#y', 'other'),
  url_without_anchor: fc.constantFrom('/a', '/b'),
  anchor: fc.constantFrom(null, 'x', 'y'),
  type: fc.constantFrom(...TYPES),
  content: maybe,
  hierarchy: fc.record({ lvl0: maybe, lvl1: maybe, lvl2: maybe, lvl3: maybe, lvl4: maybe, lvl5: maybe, lvl6: maybe }),
  weight: fc.record({ pageRank: fc.integer({ min: -2, max: 2 }), level: fc.constantFrom(0, 50, 90, 100, 7), position: fc.nat({ max: 4 }) }),
  language: fc.constantFrom('en', 'fr'),
  docusaurus_tag: fc.constantFrom('default', 'docs-default-current', 'blog-default'),
  version: fc.constantFrom('', 'current', '1.0'),
});

/** The records of one page as the compiler writes them: derived url, objectID, level and position. */
const pageOf = fc
  .record({
    url: fc.constantFrom('/docs/a', '/docs/b', '/blog/p'),
    lvl0: text,
    title: text,
    tag: fc.constantFrom('default', 'docs-default-2.0'),
    version: fc.constantFrom('', '2.0'),
    pageRank: fc.constantFrom(0, 1),
    blocks: fc.array(fc.oneof(fc.record({ level: fc.integer({ min: 2, max: 6 }), text, id: fc.option(fc.constantFrom('x', 'y', 'z'), { nil: null }) }), text), { maxLength: 8 }),
  })
  .map(({ url, lvl0, title, tag, version, pageRank, blocks }): SearchRecord[] => {
    const levels: Array<string | null> = [title, null, null, null, null, null];
    let anchor: string | null = null;
    const push = (type: SearchRecord['type'], content: string | null, position: number): SearchRecord => ({
      objectID: `h${url.length}-${position}`,
      url: anchor === null ? url : `${url}#${anchor}`,
      url_without_anchor: url,
      anchor,
      type,
      content,
      hierarchy: { lvl0, lvl1: levels[0]!, lvl2: levels[1]!, lvl3: levels[2]!, lvl4: levels[3]!, lvl5: levels[4]!, lvl6: levels[5]! },
      weight: { pageRank, level: LEVEL[type], position },
      language: 'en',
      docusaurus_tag: tag,
      version,
    });
    const records = [push('lvl1', null, 0)];
    for (const block of blocks) {
      if (typeof block === 'string') {
        records.push(push('content', block, records.length));
        continue;
      }
      levels[block.level - 1] = block.text;
      for (let deeper = block.level; deeper < 6; deeper++) levels[deeper] = null;
      anchor = block.id;
      records.push(push(`lvl${block.level}` as SearchRecord['type'], null, records.length));
    }
    return records;
  });

const roundTrip = (records: SearchRecord[]) => decodeCompactIndex(JSON.parse(JSON.stringify(encodeCompactIndex('docs', records))));

describe('compact index (format version 2)', () => {
  it('decodes to exactly the records encoded, for any records', () => {
    fc.assert(fc.property(fc.array(anyRecord, { maxLength: 30 }), (records) => {
      expect(roundTrip(records)).toStrictEqual(JSON.parse(JSON.stringify(records)));
    }), { numRuns: 300 });
  });

  it('decodes to exactly the records of built pages, in any order of pages, and stores them smaller', () => {
    fc.assert(
      fc.property(fc.array(pageOf, { minLength: 1, maxLength: 6 }), (pages) => {
        const records = pages.flat();
        expect(roundTrip(records)).toStrictEqual(JSON.parse(JSON.stringify(records)));
        expect(JSON.stringify(encodeCompactIndex('docs', records)).length).toBeLessThan(JSON.stringify(serializeSearchIndex('docs', records)).length);
      }),
      { numRuns: 200 },
    );
  });

  it('keeps the keys of every record in the order of the build (hits are serialized in that order)', () => {
    const [records] = fc.sample(pageOf, { numRuns: 1, seed: 7 });
    expect(roundTrip(records!).map((r) => JSON.stringify(r))).toEqual(records!.map((r) => JSON.stringify(r)));
  });

  it('loadSearchEngine reads version 2 files and several parts of one index as one engine', () => {
    const [a, b] = fc.sample(fc.array(pageOf, { minLength: 1, maxLength: 3 }), { numRuns: 2, seed: 3 }).map((p) => p.flat());
    const parts = [encodeCompactIndex('docs', a!), encodeCompactIndex('docs', b!)].map((f) => JSON.parse(JSON.stringify(f)));
    expect(loadSearchEngine(parts).recordCount).toBe(a!.length + b!.length);
    expect(loadSearchEngine(parts[0]).recordCount).toBe(a!.length);
    expect(() => loadSearchEngine([parts[0], { ...parts[1], indexName: 'other' }])).toThrow(/different indices/);
    expect(() => loadSearchEngine({ ...parts[0], formatVersion: 3 })).toThrow(/unsupported formatVersion 3 \(expected 1, 2 or 4\)/);
    expect(() => loadSearchEngine({ ...parts[0], records: [{ p: 99 }] })).toThrow(/page 99/);
  });
});
