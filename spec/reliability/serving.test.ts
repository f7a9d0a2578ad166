// Issue #13 items 12 and 15: names that need URL encoding and `.html` paths are served, and
// the build writes compressed copies that `serve` sends by Accept-Encoding.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { request } from 'node:http';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveSite, type ServedSite } from '@sitegraph/runtime';
import { makeProject, sitegraphIn } from './support.js';


/** GET with the given Accept-Encoding (fetch would decode the body): status, headers and raw bytes. */
function get(url: string, acceptEncoding?: string): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (d: Buffer) => parts.push(d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('a full build served by sitegraph serve', () => {
  // One build for every test of the file (tempDirs would remove it after the first test).
  const work = mkdtempSync(path.join(os.tmpdir(), 'sitegraph-serving-'));
  let dist: string;
  let served: ServedSite;

  beforeAll(async () => {
    const { root, site } = makeProject(path.join(work, 'project'));
    writeFileSync(path.join(site, 'docs', '100%.md'), '---\ntitle: Hundred\n---\n\nAll of it, one hundred percent.\n');
    const r = sitegraphIn(root, 'build', 'site', '--out', 'dist');
    expect(r.code, r.stderr).toBe(0);
    dist = path.join(root, 'dist');
    served = await serveSite({ dir: dist, port: 0 });
  }, 120_000);
  afterAll(async () => {
    await served?.close();
    rmSync(work, { recursive: true, force: true });
  });

  it('writes brotli and gzip copies beside the text files, decoding to the same bytes', () => {
    const entry = readdirSync(path.join(dist, 'assets')).find((f) => /^entry-client-.*\.js$/.test(f))!;
    for (const rel of [path.join('assets', entry), path.join('docs', 'guides', 'setup', 'index.html')]) {
      const file = path.join(dist, rel);
      const raw = readFileSync(file);
      expect(brotliDecompressSync(readFileSync(`${file}.br`)).equals(raw), rel).toBe(true);
      expect(gunzipSync(readFileSync(`${file}.gz`)).equals(raw), rel).toBe(true);
    }
    // Too small to gain anything: no copies.
    expect(existsSync(path.join(dist, '.sitegraph-output.gz'))).toBe(false);
    // Browsers never fetch the graph or the page chunks: no copies either.
    const chunk = readdirSync(path.join(dist, 'chunks')).find((f) => f.endsWith('.json'))!;
    for (const rel of ['graph.json', path.join('chunks', chunk)]) {
      expect(existsSync(path.join(dist, rel)), rel).toBe(true);
      expect(existsSync(path.join(dist, `${rel}.gz`)), rel).toBe(false);
      expect(existsSync(path.join(dist, `${rel}.br`)), rel).toBe(false);
    }
    // Nor the search records, which a full build writes only when asked (--search-records).
    expect(existsSync(path.join(dist, 'search', 'records.json'))).toBe(false);
  });

  it('sends the encoding the client accepts, with Vary, and plain bytes to a client that accepts none', async () => {
    const url = `${served.url}docs/guides/setup`;
    const raw = readFileSync(path.join(dist, 'docs', 'guides', 'setup', 'index.html'));
    const br = await get(url, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(br.headers['content-type']).toMatch(/^text\/html/);
    expect(brotliDecompressSync(br.body).equals(raw)).toBe(true);
    const gz = await get(url, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).equals(raw)).toBe(true);
    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(raw)).toBe(true);
  });

  it('serves a doc whose file name needs URL encoding (100%.md)', async () => {
    for (const p of ['docs/100%25', 'docs/100%25/', 'docs/100%25.html']) {
      const res = await get(`${served.url}${p}`);
      expect(res.status, p).toBe(200);
      expect(res.body.toString(), p).toContain('one hundred percent');
    }
  });

  it('serves /x.html as /x, as the client router does, and still 404s what does not exist', async () => {
    const direct = await get(`${served.url}docs/guides/setup`);
    const html = await get(`${served.url}docs/guides/setup.html?from=link`);
    expect(html.status).toBe(200);
    expect(html.body.equals(direct.body)).toBe(true);
    expect((await get(`${served.url}docs/no-such-page.html`)).status).toBe(404);
  });
});
