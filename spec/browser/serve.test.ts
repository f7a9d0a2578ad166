/**
 * `serveSite` (issue #5 "serve"): content types, cache headers, page resolution, 404, and no file
 * outside the site folder, whatever the path looks like (`..`, encoded, double-encoded,
 * backslashes, absolute and drive paths, absolute-form request targets).
 */
import { writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { OUT_ROOT } from './support/fixtures.js';

const sites = inject('sites');

/** Sends a raw HTTP/1.1 request (the path exactly as given) and returns status and body. */
function rawGet(url: string, target: string, method = 'GET'): Promise<{ status: number; headers: string; body: string }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => {
      socket.write(`${method} ${target} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nConnection: close\r\n\r\n`);
    });
    let data = '';
    socket.on('data', (d) => (data += d.toString('latin1')));
    socket.on('end', () => {
      const [head, ...rest] = data.split('\r\n\r\n');
      resolve({ status: Number(/^HTTP\/1\.1 (\d+)/.exec(head ?? '')?.[1] ?? 0), headers: head ?? '', body: rest.join('\r\n\r\n') });
    });
    socket.on('error', reject);
  });
}

describe('serve', () => {
  it('serves pages, assets and data with their content types and cache headers', async () => {
    const base = sites.basic!.url;
    const page = await fetch(`${base}docs/getting-started/install`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    const entry = sites.basic!.entryFiles[0]!;
    const js = await fetch(`${base}${entry}`);
    expect(js.headers.get('content-type')).toMatch(/javascript/);
    expect(js.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const html = await page.text();
    const css = /href="(\/assets\/[^"]+\.css)"/.exec(html)![1]!;
    expect((await fetch(`${base}${css.slice(1)}`)).headers.get('content-type')).toMatch(/^text\/css/);
    const dataId = /"data":"([0-9a-f]{16})"/.exec(html)![1]!;
    const data = await fetch(`${base}assets/data/${dataId}.json`);
    expect(data.headers.get('content-type')).toMatch(/^application\/json/);
    expect(data.headers.get('cache-control')).toContain('immutable');
    const svg = await fetch(`${base}img/logo.svg`);
    expect(svg.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(svg.headers.get('cache-control')).toBe('public, max-age=600');
    const rss = await fetch(`${base}blog/rss.xml`);
    expect(rss.status).toBe(200);
    expect(rss.headers.get('content-type')).toMatch(/xml/);
    expect((await fetch(`${base}sitemap.xml`)).headers.get('content-type')).toMatch(/xml/);
  });

  it('resolves extension-less paths to .html files and answers 404 with the not-found page', async () => {
    const f = sites.features!.url;
    expect((await fetch(`${f}docs/canary/faq`)).status).toBe(200);
    expect(await (await fetch(`${f}docs/canary`)).text()).toContain('<title>');
    const missing = await fetch(`${f}no/such/page`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('Page Not Found');
    const post = await rawGet(f, '/blog', 'POST');
    expect(post.status).toBe(405);
  });

  it('serves a base-URL site under its base only', async () => {
    const b = sites.base!.url;
    expect(b.endsWith('/base/')).toBe(true);
    expect((await fetch(`${b}docs/getting-started/install/`)).status).toBe(200);
    expect((await fetch(new URL('/docs/getting-started/install/', b))).status).toBe(404);
  });

  it('never serves a file outside the site folder', async () => {
    writeFileSync(path.join(OUT_ROOT, 'secret.txt'), 'TOP-SECRET');
    const url = sites.basic!.url;
    const { port } = new URL(url);
    const targets = [
      '/../secret.txt',
      '/docs/../../secret.txt',
      '/%2e%2e/secret.txt',
      '/%2E%2E/%2E%2E/etc/passwd',
      '/..%2fsecret.txt',
      '/assets/..%2f..%2fsecret.txt',
      '/%252e%252e/secret.txt',
      '/..%5csecret.txt',
      '/..\\secret.txt',
      '//etc/passwd',
      '/etc/passwd',
      '/tmp/sitegraph-browser/secret.txt',
      `${path.join(OUT_ROOT, 'secret.txt')}`,
      '/C:/Windows/win.ini',
      '/secret.txt%00.html',
      `http://127.0.0.1:${port}/../secret.txt`,
      `http://127.0.0.1:${port}/%2e%2e/secret.txt`,
    ];
    for (const target of targets) {
      const r = await rawGet(url, target);
      expect([400, 404], `${target} → ${r.status}`).toContain(r.status);
      expect(r.body, target).not.toContain('TOP-SECRET');
      expect(r.body, target).not.toContain('root:x:0:0');
    }
  });
});
