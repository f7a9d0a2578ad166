import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { tempDirs } from '../../../../fixtures/temp-dirs.js';
import { serveSite, type ServedSite } from '../../serve/serve-site.js';
import { serializeSearchIndex } from '../engine/index.js';
import { testRecord } from '../engine/test-records.test-support.js';
import { SEARCH_ENV } from './index.js';

const makeDir = tempDirs('sitegraph-search-http-');
const servers: ServedSite[] = [];
const savedEnv = { ...process.env };
afterEach(async () => {
  for (const s of servers.splice(0)) await s.close();
  process.env = { ...savedEnv };
});

/** A built site folder with one search index 'docs' and an optional themeConfig. */
async function serveBuilt(themeConfig: Record<string, unknown> = {}): Promise<string> {
  const dir = makeDir();
  mkdirSync(path.join(dir, 'search'));
  const records = [
    testRecord({ url: '/docs/render', position: 0, lvl1: 'Rendering videos' }),
    testRecord({ url: '/docs/render', position: 1, lvl1: 'Rendering videos', content: 'Use <b>renderMedia</b> & friends.' }),
  ];
  writeFileSync(path.join(dir, 'search/docs.0123abcd.json'), JSON.stringify(serializeSearchIndex('docs', records)));
  writeFileSync(path.join(dir, 'graph.json'), JSON.stringify({ site: { baseUrl: '/', themeConfig }, search: { indices: [{ name: 'docs', file: 'search/docs.0123abcd.json' }] } }));
  const served = await serveSite({ dir, port: 0 });
  servers.push(served);
  return `http://127.0.0.1:${served.port}`;
}

const post = (url: string, body: string, headers: Record<string, string> = {}) =>
  fetch(url, { method: 'POST', body, headers: { 'content-type': 'application/json', ...headers } });

describe('embedded search service over HTTP', () => {
  it('answers a multi-query body and a single-index query with hits, escaped highlights and a queryID', async () => {
    const origin = await serveBuilt();
    const response = await post(`${origin}/1/indexes/*/queries`, JSON.stringify({
      requests: [{ indexName: 'docs', query: 'rendermedia', clickAnalytics: true, highlightPreTag: '<mark>', highlightPostTag: '</mark>' }],
    }));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    const { results } = (await response.json()) as { results: Array<Record<string, any>> };
    expect(results[0]!.nbHits).toBe(1);
    expect(results[0]!.queryID).toMatch(/^[0-9a-f]{32}$/);
    expect(results[0]!.hits[0]._highlightResult.content.value).toBe('Use &lt;b&gt;<mark>renderMedia</mark>&lt;/b&gt; &amp; friends.');

    const single = await post(`${origin}/1/indexes/docs/query`, JSON.stringify({ params: 'query=rendering&hitsPerPage=1' }));
    expect(single.status).toBe(200);
    expect(((await single.json()) as { hitsPerPage: number }).hitsPerPage).toBe(1);
  });

  it('answers every error as JSON with its status, never a stack trace', async () => {
    const origin = await serveBuilt();
    const cases: Array<[string, string, number]> = [
      ['/1/indexes/*/queries', '{"requests":', 400],
      ['/1/indexes/*/queries', '{"requests":{}}', 400],
      ['/1/indexes/*/queries', JSON.stringify({ requests: [{ indexName: 'docs', page: 'x' }] }), 400],
      ['/1/indexes/*/queries', JSON.stringify({ requests: Array.from({ length: 51 }, () => ({ indexName: 'docs' })) }), 400],
      ['/1/indexes/*/queries', JSON.stringify({ requests: [{ indexName: 'other' }] }), 404],
      ['/1/indexes/other/query', '{}', 404],
      ['/1/indexes/*/queries', JSON.stringify({ requests: [{ indexName: 'docs', query: 'x'.repeat(110 * 1024) }] }), 413],
      ['/1/indexes/docs/batch', JSON.stringify({ requests: [] }), 403],
    ];
    for (const [route, body, status] of cases) {
      const response = await post(`${origin}${route}`, body);
      const json = (await response.json()) as { message: string; status: number };
      expect({ route, status: response.status }).toEqual({ route, status });
      expect(json.status).toBe(status);
      expect(json.message).not.toMatch(/\n\s+at /);
    }
  });

  it('checks credentials (headers or query parameters) against the configured pair', async () => {
    const origin = await serveBuilt({ algolia: { appId: 'APP', apiKey: 'search-key', indexName: 'docs' } });
    const body = JSON.stringify({ requests: [{ indexName: 'docs', query: 'render' }] });
    expect((await post(`${origin}/1/indexes/*/queries`, body)).status).toBe(403);
    expect((await post(`${origin}/1/indexes/*/queries`, body, { 'x-algolia-application-id': 'APP', 'x-algolia-api-key': 'wrong' })).status).toBe(403);
    expect((await post(`${origin}/1/indexes/*/queries`, body, { 'x-algolia-application-id': 'APP', 'x-algolia-api-key': 'search-key' })).status).toBe(200);
    expect((await post(`${origin}/1/indexes/*/queries?x-algolia-application-id=APP&x-algolia-api-key=search-key`, body)).status).toBe(200);
  });

  it('accepts write calls up to 10 MB, gzip-encoded or not, and refuses other encodings', async () => {
    process.env[SEARCH_ENV.writeAppId] = 'APP';
    process.env[SEARCH_ENV.writeApiKey] = 'write-key';
    const origin = await serveBuilt();
    const writer = { 'x-algolia-application-id': 'APP', 'x-algolia-api-key': 'write-key' };
    // 1,000 records of ~1 KB each: ten times the limit of a search request.
    const objects = Array.from({ length: 1000 }, (_, i) => ({ objectID: `r${i}`, url: `/docs/p${i}`, content: `render ${'x'.repeat(1000)}` }));
    const batch = JSON.stringify({ requests: objects.map((body) => ({ action: 'addObject', body })) });
    expect((await post(`${origin}/1/indexes/pushed/batch`, batch, writer)).status).toBe(200);
    const gzipped = await fetch(`${origin}/1/indexes/zipped/batch`, { method: 'POST', body: gzipSync(batch), headers: { ...writer, 'content-encoding': 'gzip' } });
    expect(gzipped.status).toBe(200);
    expect(((await (await post(`${origin}/1/indexes/zipped/query`, '{"query":"render"}', writer)).json()) as { nbHits: number }).nbHits).toBe(1000);
    const brotli = await fetch(`${origin}/1/indexes/zipped/batch`, { method: 'POST', body: batch, headers: { ...writer, 'content-encoding': 'br' } });
    expect(brotli.status).toBe(415);
    const bomb = await fetch(`${origin}/1/indexes/zipped/batch`, { method: 'POST', body: gzipSync(Buffer.alloc(11 * 1024 * 1024, 32)), headers: { ...writer, 'content-encoding': 'gzip' } });
    expect(bomb.status).toBe(413);
  });

  it('sends CORS headers only to configured origins', async () => {
    process.env[SEARCH_ENV.corsOrigins] = 'https://docs.example.org';
    const origin = await serveBuilt();
    const body = JSON.stringify({ requests: [{ indexName: 'docs', query: 'render' }] });
    const allowed = await post(`${origin}/1/indexes/*/queries`, body, { origin: 'https://docs.example.org' });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://docs.example.org');
    const other = await post(`${origin}/1/indexes/*/queries`, body, { origin: 'https://evil.example' });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await fetch(`${origin}/1/indexes/*/queries`, { method: 'OPTIONS', headers: { origin: 'https://docs.example.org' } });
    expect(preflight.status).toBe(204);
  });
});
