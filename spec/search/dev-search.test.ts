// Search on `sitegraph dev` (issue #11 §1–§2): the dev server answers the hosted protocol over
// the records of the site as it is now, and an edit replaces only the edited page's records.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDevCompiler, type DevCompiler } from '@sitegraph/compiler';
import { startDevServer, type DevServer } from '@sitegraph/runtime';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

let siteDir: string;
let dev: DevCompiler;
let server: DevServer;
let origin: string;

beforeAll(async () => {
  siteDir = mkdtempSync(path.join(os.tmpdir(), 'sitegraph-dev-search-'));
  cpSync(path.join(ROOT, 'fixtures/sites/search-basic'), siteDir, { recursive: true });
  dev = createDevCompiler(siteDir, { cwd: siteDir });
  server = await startDevServer({ siteDir, cacheDir: path.join(siteDir, '.sitegraph', 'vite'), port: 0, compile: (changed) => dev.compile(changed), onError: () => {} });
  await server.watching;
  origin = new URL(server.url).origin;
});

afterAll(async () => {
  await server?.close();
  await dev?.close();
  if (siteDir) rmSync(siteDir, { recursive: true, force: true });
});

async function search(query: string): Promise<{ nbHits: number; hits: Array<{ url: string; hierarchy: Record<string, string | null> }> }> {
  const response = await fetch(`${origin}/1/indexes/*/queries`, {
    method: 'POST',
    body: JSON.stringify({ requests: [{ indexName: 'prism', query, hitsPerPage: 20 }] }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { results: Array<{ nbHits: number; hits: Array<{ url: string; hierarchy: Record<string, string | null> }> }> }).results[0]!;
}

function edit(rel: string, change: (text: string) => string): void {
  const file = path.join(siteDir, rel);
  writeFileSync(file, change(readFileSync(file, 'utf8')));
}

describe('search on the dev server', () => {
  it('tells the page to search on the dev server itself, and answers over the compiled pages', async () => {
    const html = await (await fetch(new URL('docs/player', server.url))).text();
    expect(html).toContain('"devSearch":{"indexName":"prism"}');
    const player = await search('controls');
    expect(player.hits.map((h) => h.url)).toContain('/docs/player');
    expect((await fetch(`${origin}/1/indexes/*/queries`, { method: 'POST', body: '{"requests":[{"indexName":"other"}]}' })).status).toBe(404);
  });

  it('finds the text of an edited body and a changed title after the update, and no longer the old text', async () => {
    expect((await search('zanzibar')).nbHits).toBe(0);
    let update = server.nextUpdate();
    edit('docs/player.md', (t) => t.replace('with controls.', 'with zanzibar controls.'));
    await update;
    expect((await search('zanzibar')).hits.map((h) => h.url)).toEqual(['/docs/player']);

    update = server.nextUpdate();
    edit('docs/player.md', (t) => t.replace('# Player', '# Quokka player').replace('zanzibar ', ''));
    await update;
    expect((await search('zanzibar')).nbHits).toBe(0);
    const retitled = await search('quokka');
    expect(retitled.hits[0]).toMatchObject({ url: '/docs/player', hierarchy: expect.objectContaining({ lvl1: 'Quokka player' }) });
  });
});
