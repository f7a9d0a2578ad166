import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { compile, loadSite, type SearchRecord } from '@sitegraph/compiler';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { tempDirs } from '../../../fixtures/temp-dirs.js';
import { createLocalTransport, type EngineModule } from './client/local-transport.js';
import type { SearchIndexFile } from './config.js';
import * as engineModule from './engine/index.js';
import { builtSearchIndices } from './http/built-indices.js';

/** A site with two docs versions, a blog and pages: its index has a part per docusaurus_tag. */
const SITE = path.resolve(import.meta.dirname, '../../../fixtures/sites/runtime-basic');
const makeDir = tempDirs('sitegraph-search-split-');

let files = new Map<string, string>();
let records: SearchRecord[] = [];
let graphJson = '';
let index: SearchIndexFile & { file: string };

beforeAll(async () => {
  const result = compile(await loadSite(SITE));
  records = result.searchRecords;
  files = new Map(result.files.filter((f) => f.path.startsWith('search/')).map((f) => [f.path, String(f.content)]));
  const built = result.graph.search!.indices[0]!;
  index = { name: built.name, language: built.language, tags: built.tags, file: built.file, url: built.file, parts: built.parts!.map((p) => ({ ...p, url: p.file })) };
  graphJson = JSON.stringify({ site: result.graph.site, search: result.graph.search });
}, 60_000);

/** A built site folder (graph.json and the search files), as `sitegraph serve` reads it. */
function builtDir(): string {
  const dir = makeDir();
  mkdirSync(path.join(dir, 'search'));
  for (const [file, content] of files) writeFileSync(path.join(dir, file), content);
  writeFileSync(path.join(dir, 'graph.json'), graphJson);
  return dir;
}

/** The query words: a title's first word and its prefix and a typo of it, from records of each tag. */
function queries(): string[] {
  const words = new Set<string>(['']);
  for (const tag of new Set(records.map((r) => r.docusaurus_tag))) {
    const title = records.find((r) => r.docusaurus_tag === tag && r.type === 'lvl1')?.hierarchy.lvl1 ?? '';
    const word = title.split(/\s+/).find((w) => w.length >= 5)?.toLowerCase();
    if (!word) continue;
    words.add(word).add(word.slice(0, 3)).add(`${word.slice(0, 2)}${word[3]}${word[2]}${word.slice(4)}`);
  }
  const content = records.find((r) => r.type === 'content' && r.content && r.content.split(' ').length > 3)!.content!;
  words.add(content.split(' ').slice(0, 3).join(' ').toLowerCase());
  return [...words];
}

/** Facet filters: none, contextual search's for each docs version, by version, negated, on a non-part attribute, matching nothing. */
function filterSets(): unknown[] {
  const docs = index.parts!.filter((p) => p.tag.startsWith('docs-'));
  const lvl0 = records[0]!.hierarchy.lvl0!;
  return [
    undefined,
    ...docs.map((p) => ['language:en', ['docusaurus_tag:default', `docusaurus_tag:${p.tag}`]]),
    `version:${docs[0]!.version}`,
    [`-docusaurus_tag:${docs[0]!.tag}`],
    [`hierarchy.lvl0:${lvl0}`, [`version:${docs[1]!.version}`, 'docusaurus_tag:default']],
    'docusaurus_tag:no-such-tag',
  ];
}

const request = (query: string, facetFilters: unknown) => ({
  indexName: index.name,
  query,
  hitsPerPage: 20,
  attributesToSnippet: ['content:10'],
  ...(facetFilters === undefined ? {} : { facetFilters }),
});

/** Results without the measured time, which differs run to run. */
const comparable = (body: unknown) => (body as { results: Array<Record<string, unknown>> }).results.map(({ processingTimeMS: _, ...rest }) => rest);

describe('an index split in parts', () => {
  it('has a part per docusaurus_tag of the fixture, and more than one docs version', () => {
    expect(index.parts!.map((p) => p.tag)).toEqual([...new Set(records.map((r) => r.docusaurus_tag))].sort());
    expect(index.parts!.filter((p) => p.tag.startsWith('docs-')).length).toBeGreaterThan(1);
  });

  it('answers every query as the whole index does, with the parts its facet filters can match (serve and browser)', async () => {
    const whole = engineModule.loadSearchEngine(engineModule.serializeSearchIndex(index.name, records));
    const built = builtSearchIndices(builtDir());
    const transport = createLocalTransport({ indices: [index], loadEngine: async () => engineModule as EngineModule, fetchJson: async (url) => JSON.parse(files.get(url)!) });
    for (const filters of filterSets()) {
      const body = { requests: queries().map((q) => request(q, filters)) };
      const answer = engineModule.answerQueries(() => whole, body);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const expected = comparable(answer.body);
      expect(expected.some((r) => (r['nbHits'] as number) > 0) || filters === 'docusaurus_tag:no-such-tag').toBe(true);
      const served = engineModule.answerQueries((name, f) => built.engine(name, f), body);
      expect(served.status, JSON.stringify(served.body)).toBe(200);
      expect(comparable(served.body)).toEqual(expected);
      expect(comparable(await transport.queries(body))).toEqual(expected);
    }
  });

  it('answers every query as the whole index does when its parts are term shards (the browser of a large site)', async () => {
    const result = compile(await loadSite(SITE), { searchShardMinRecords: 0 });
    const built = result.graph.search!.indices[0]!;
    expect(built.parts!.every((p) => p.sharded !== undefined)).toBe(true);
    const shardFiles = new Map(result.files.filter((f) => f.path.startsWith('search/')).map((f) => [f.path, String(f.content)]));
    const sharded: SearchIndexFile = { ...index, parts: built.parts!.map((p) => ({ ...p, url: p.file, shardedUrl: p.sharded! })) };
    const fetched: string[] = [];
    const transport = createLocalTransport({
      indices: [sharded],
      loadEngine: async () => engineModule as EngineModule,
      fetchJson: async (url) => (fetched.push(url), JSON.parse(shardFiles.get(url)!)),
    });
    const whole = engineModule.loadSearchEngine(engineModule.serializeSearchIndex(index.name, records));
    for (const filters of filterSets()) {
      const body = { requests: queries().map((q) => request(q, filters)) };
      expect(comparable(await transport.queries(body))).toEqual(comparable(engineModule.answerQueries(() => whole, body).body));
    }
    // The browser never fetched a part's one-file index, only manifests, shards and blocks.
    expect(fetched.some((url) => built.parts!.some((p) => p.file === url))).toBe(false);
  });

  it('loads only the parts the facet filters can match, each file once, and warm() those of the filters given', async () => {
    const fetched: string[] = [];
    const fetchJson = vi.fn(async (url: string) => (fetched.push(url), JSON.parse(files.get(url)!)));
    const transport = createLocalTransport({ indices: [index], loadEngine: async () => engineModule as EngineModule, fetchJson });
    const [current, older] = index.parts!.filter((p) => p.tag.startsWith('docs-'));
    const contextual = ['language:en', ['docusaurus_tag:default', `docusaurus_tag:${current!.tag}`]];
    transport.warm(contextual);
    await vi.waitFor(() => expect(fetched.length).toBe(2));
    expect(fetched.sort()).toEqual(index.parts!.filter((p) => p.tag === 'default' || p.tag === current!.tag).map((p) => p.url).sort());
    await transport.queries({ requests: [request('a', contextual)] });
    expect(fetched).toHaveLength(2);
    await transport.queries({ requests: [request('a', `docusaurus_tag:${older!.tag}`)] });
    expect(fetched.at(-1)).toBe(older!.url);
    await transport.queries({ requests: [request('a', undefined)] });
    expect(new Set(fetched)).toEqual(new Set(index.parts!.map((p) => p.url)));
    expect(fetched).toHaveLength(index.parts!.length);
    expect(fetched).not.toContain(index.url);
  });
});
