// `sitegraph search push` (issue #11 §4) against the embedded service of `sitegraph serve`,
// which answers the write calls the official algoliasearch client makes.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { build, DOCSEARCH_INDEX_SETTINGS, pushSearchRecords, readPushSource, type PushProgress, type SearchRecord } from '@sitegraph/compiler';
import { serveSite, type ServedSite } from '@sitegraph/runtime';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SITE = path.join(ROOT, 'fixtures/sites/search-basic');
const CLI = path.join(ROOT, 'compiler/bin/sitegraph.js');
const WRITER = { appId: 'TESTAPP', apiKey: 'write-key-0123456789' };

let dist: string;
let served: ServedSite;
let origin: string;
let records: SearchRecord[];
const savedEnv = { ...process.env };
const closers: Array<() => Promise<void>> = [];

beforeAll(async () => {
  process.env['SITEGRAPH_SEARCH_WRITE_APP_ID'] = WRITER.appId;
  process.env['SITEGRAPH_SEARCH_WRITE_API_KEY'] = WRITER.apiKey;
  // Made here, not with tempDirs (which empties its folders after each test): the file shares one build.
  dist = path.join(mkdtempSync(path.join(os.tmpdir(), 'sitegraph-push-')), 'dist');
  await build(SITE, { outDir: dist, graphOnly: true, cache: false });
  records = JSON.parse(readFileSync(path.join(dist, 'search/records.json'), 'utf8')) as SearchRecord[];
  served = await serveSite({ dir: dist, port: 0 });
  origin = `http://127.0.0.1:${served.port}`;
});
afterAll(async () => {
  await served.close();
  process.env = { ...savedEnv };
  rmSync(path.dirname(dist), { recursive: true, force: true });
});
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

async function queryIndex(indexName: string, query: string): Promise<{ nbHits: number; hits: Array<{ url: string }> }> {
  const response = await fetch(`${origin}/1/indexes/${encodeURIComponent(indexName)}/query`, {
    method: 'POST',
    headers: { 'x-algolia-application-id': WRITER.appId, 'x-algolia-api-key': WRITER.apiKey },
    body: JSON.stringify({ query, hitsPerPage: 50 }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { nbHits: number; hits: Array<{ url: string }> };
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(() => new Promise((resolve) => server.close(() => resolve())));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('search push with the algoliasearch client', () => {
  it('replaces the index atomically in batches, sets the DocSearch settings and reports each step', async () => {
    expect(records.length).toBeGreaterThan(3);
    const events: PushProgress[] = [];
    const result = await pushSearchRecords({ ...WRITER, hosts: [origin], indexName: 'pushed', records, batchSize: 2, onProgress: (p) => events.push(p) });
    const batches = Math.ceil(records.length / 2);
    expect(result).toEqual({ indexName: 'pushed', records: records.length, batches, attempts: 1 });
    expect(events[0]).toEqual({ phase: 'settings', indexName: 'pushed' });
    const uploads = events.filter((e) => e.phase === 'upload');
    expect(uploads.map((e) => e.batchesSent)).toEqual(Array.from({ length: batches }, (_, i) => i + 1));
    expect(uploads.at(-1)).toMatchObject({ recordsSent: records.length, recordsTotal: records.length });
    expect(events.at(-1)).toEqual({ phase: 'swap', indexName: 'pushed' });

    const built = (await readPushSource(dist)).indices[0]!.name;
    expect((await queryIndex('pushed', '')).nbHits).toBe((await queryIndex(built, '')).nbHits);
    const word = records.find((r) => r.type === 'lvl1')!.hierarchy.lvl1!.split(/\s+/)[0]!;
    expect((await queryIndex('pushed', word)).nbHits).toBeGreaterThan(0);
    const settings = await fetch(`${origin}/1/indexes/pushed/settings`, { headers: { 'x-algolia-application-id': WRITER.appId, 'x-algolia-api-key': WRITER.apiKey } });
    expect(await settings.json()).toMatchObject({ attributeForDistinct: 'url', customRanking: DOCSEARCH_INDEX_SETTINGS.customRanking });

    // A second push with fewer records replaces, never appends.
    await pushSearchRecords({ ...WRITER, hosts: [origin], indexName: 'pushed', records: records.slice(0, 1) });
    expect((await queryIndex('pushed', '')).nbHits).toBe(1);
  });

  it('refuses bad credentials at once with an error that says what to check', async () => {
    const error = await pushSearchRecords({ appId: WRITER.appId, apiKey: 'wrong', hosts: [origin], indexName: 'x', records, sleep: async () => {} }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'search/credentials' });
    expect((error as Error).message).toMatch(/refused the credentials \(403/);
  });

  it('retries the whole replacement when the service fails for a while, and gives up with a clear error', async () => {
    let failuresLeft = 2;
    const flaky = createServer((req, res) => {
      if (failuresLeft > 0) {
        failuresLeft--;
        req.resume();
        res.writeHead(503, { 'content-type': 'application/json' }).end('{"message":"busy","status":503}');
        return;
      }
      const forward = httpRequest(`${origin}${req.url}`, { method: req.method, headers: req.headers }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      req.pipe(forward);
    });
    const flakyOrigin = await listen(flaky);
    const events: PushProgress[] = [];
    const sleeps: number[] = [];
    const result = await pushSearchRecords({ ...WRITER, hosts: [flakyOrigin], indexName: 'flaky', records, onProgress: (p) => events.push(p), sleep: async (ms) => void sleeps.push(ms) });
    expect(result.attempts).toBe(3);
    expect(sleeps).toEqual([1000, 2000]);
    expect(events.filter((e) => e.phase === 'retry').map((e) => (e as { attempt: number }).attempt)).toEqual([1, 2]);
    expect((await queryIndex('flaky', '')).nbHits).toBeGreaterThan(0);

    const refusing = createServer();
    const closedOrigin = await listen(refusing);
    await new Promise<void>((resolve) => refusing.close(() => resolve()));
    closers.pop();
    const error = await pushSearchRecords({ ...WRITER, hosts: [closedOrigin], indexName: 'x', records, attempts: 2, sleep: async () => {} }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'search/unreachable' });
    expect((error as Error).message).toMatch(/no search host answered.*gave up after 2 attempts/);
  });

  it('reads the records of a built site or compiles a site folder, to the same indices', async () => {
    const built = await readPushSource(dist);
    const compiled = await readPushSource(SITE);
    expect(built.kind).toBe('built');
    expect(compiled.kind).toBe('compiled');
    expect(compiled.indices).toEqual(built.indices);
    expect(built.indices[0]!.records).toEqual(records);
  });

  it('says how to get the records when a built site has none (a full build without --search-records)', async () => {
    const bare = mkdtempSync(path.join(os.tmpdir(), 'sitegraph-push-bare-'));
    try {
      cpSync(path.join(dist, 'graph.json'), path.join(bare, 'graph.json'));
      await expect(readPushSource(bare)).rejects.toThrow(/records\.json does not exist: a full build writes it only with --search-records/);
    } finally {
      rmSync(bare, { recursive: true, force: true });
    }
  });
});

describe('sitegraph search push (CLI)', () => {
  // Asynchronous: the service answering the CLI runs in this process.
  const run = (env: Record<string, string>, ...args: string[]) =>
    new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
      const child = spawn(process.execPath, [CLI, 'search', 'push', ...args], { env: { ...process.env, ALGOLIA_APP_ID: '', ALGOLIA_ADMIN_API_KEY: '', ...env } });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
      child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
      child.on('close', (code) => resolve({ code, stdout, stderr }));
    });

  it('pushes with credentials from the environment, printing progress, and writes them nowhere', async () => {
    const before = snapshot(dist);
    const r = await run({ ALGOLIA_APP_ID: WRITER.appId, ALGOLIA_ADMIN_API_KEY: WRITER.apiKey }, dist, '--host', origin, '--index', 'from-cli', '--batch-size', '3');
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(new RegExp(`Pushing ${records.length} records \\(built site\\) to index "from-cli" at ${origin}`));
    expect(r.stdout).toContain(`upload: batch ${Math.ceil(records.length / 3)}/${Math.ceil(records.length / 3)}`);
    expect(r.stdout).toMatch(/Replaced index "from-cli" with \d+ records/);
    expect(r.stdout).not.toContain(WRITER.apiKey);
    expect((await queryIndex('from-cli', '')).nbHits).toBeGreaterThan(0);
    expect(snapshot(dist)).toEqual(before);
  });

  it('exits 1 naming the variables when credentials are missing, and 2 for an unknown search command', async () => {
    const missing = await run({}, dist, '--host', origin);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/set ALGOLIA_APP_ID and ALGOLIA_ADMIN_API_KEY/);
    const r = spawnSync(process.execPath, [CLI, 'search', 'pull'], { encoding: 'utf8' });
    expect(r.status).toBe(2);
  });
});

/** Every file of `dir` with its size and modification time. */
function snapshot(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const s = statSync(file);
    out[path.relative(dir, file)] = `${s.size}:${s.mtimeMs}`;
  }
  return out;
}
