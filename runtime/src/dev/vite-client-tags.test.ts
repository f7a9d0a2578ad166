import { createServer as createHttpServer } from 'node:http';
import path from 'node:path';
import { createServer } from 'vite';
import { describe, expect, it } from 'vitest';
import { viteBaseConfig } from '../build/vite-config.js';
import { injectViteClientTags } from './vite-client-tags.js';

const siteDir = path.resolve(import.meta.dirname, '../../../fixtures/sites/runtime-basic');

describe('injectViteClientTags', () => {
  it('adds exactly what the dev server’s Vite adds to a page', async () => {
    // Root base only: with another base, Vite also prefixes the base to the entry's (already
    // based) URL, which these tags leave alone.
    for (const base of ['/']) {
      const vite = await createServer({
        ...viteBaseConfig({ siteDir, pages: () => [], base, mode: 'development' }),
        appType: 'custom',
        // As the dev server: HMR on (Fast Refresh's preamble is only added with it), not listening.
        server: { middlewareMode: true, hmr: { server: createHttpServer() } },
        logLevel: 'silent',
      });
      try {
        const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>T</title><script type="module" src="${base}client/entry-client.tsx"></script></head><body><div id="root"></div></body></html>`;
        expect(injectViteClientTags(html, base)).toBe(await vite.transformIndexHtml(`${base}docs/a`, html));
      } finally {
        await vite.close();
      }
    }
  });
});
