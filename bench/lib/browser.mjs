// Chromium (Debian's /usr/bin/chromium through playwright-core) for the bench: bytes fetched on a
// client-side navigation to the next doc, and the time from a file write to the update seen by an
// open dev page. Only 127.0.0.1 URLs are opened.
import { readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { sleep } from './proc.mjs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/** Launches headless Chromium with the bench's flags. */
export async function launch() {
  const { chromium } = await import('playwright-core');
  return chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
}

function localOnly(url) {
  if (!url.startsWith('http://127.0.0.1:')) throw new Error(`refusing to open ${url}: 127.0.0.1 only`);
  return url;
}

/** Waits until the app says it hydrated (`window.__SITEGRAPH__.hydrated`); false if it never does within `timeoutMs`. */
export async function waitForHydration(page, timeoutMs = 60_000) {
  try {
    await page.waitForFunction(() => window.__SITEGRAPH__?.hydrated === true, null, { timeout: timeoutMs, polling: 50 });
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 50))));
    return true;
  } catch {
    return false;
  }
}

/** Network bookkeeping through CDP: every request with its final encoded (wire) size and when it started. */
async function networkLog(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const requests = new Map();
  cdp.on('Network.requestWillBeSent', (e) => {
    if (requests.has(e.requestId)) return;
    const h = Object.fromEntries(Object.entries(e.request.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]));
    const prefetch = /prefetch/i.test(`${h['sec-purpose'] ?? ''} ${h.purpose ?? ''}`);
    requests.set(e.requestId, { url: e.request.url, type: e.type, prefetch, at: performance.now(), done: false, wire: 0, body: 0 });
  });
  cdp.on('Network.responseReceived', (e) => {
    const r = requests.get(e.requestId);
    if (r) {
      r.status = e.response.status;
      r.type = e.type;
      r.fromCache = !!(e.response.fromDiskCache || e.response.fromPrefetchCache || e.response.fromServiceWorker);
    }
  });
  cdp.on('Network.dataReceived', (e) => {
    const r = requests.get(e.requestId);
    if (r) r.body += e.dataLength;
  });
  cdp.on('Network.loadingFinished', (e) => {
    const r = requests.get(e.requestId);
    if (r) {
      r.done = true;
      r.wire = e.encodedDataLength;
    }
  });
  cdp.on('Network.loadingFailed', (e) => {
    const r = requests.get(e.requestId);
    if (r) {
      r.done = true;
      r.failed = e.errorText;
    }
  });
  return {
    requests,
    async idle(quietMs = 500, maxMs = 15_000) {
      const end = performance.now() + maxMs;
      let quietSince = performance.now();
      while (performance.now() < end) {
        const busy = [...requests.values()].some((r) => !r.done);
        const last = Math.max(0, ...[...requests.values()].map((r) => r.at));
        if (busy || last > quietSince) quietSince = performance.now();
        if (performance.now() - quietSince >= quietMs) return true;
        await sleep(50);
      }
      return false;
    },
  };
}

/**
 * Opens `fromPath` on a served build, waits for hydration and a quiet network, then scrolls to
 * the doc paginator's "next" link and clicks it (client-side navigation) and records what the
 * browser fetched from the scroll until the network is quiet again, in two parts:
 * - `navigation`: what the router requested to show the next doc (its data, code), counted at
 *   full size even when an earlier prefetch let the browser answer it from cache;
 * - `prefetch`: speculative `<link rel=prefetch>` requests for other links that came into view.
 * Sizes: `raw` (body bytes; the static server sends them uncompressed, plus headers) and `gzip`
 * (zlib of the bodies: what a compressing host would send). Also the JavaScript of the first load.
 */
export async function measureNextDocNavigation(browser, baseUrl, fromPath) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const net = await networkLog(context, page);
  const bodies = new Map();
  page.on('response', async (res) => {
    try {
      bodies.set(res.url(), await res.body());
    } catch {
      // redirects and aborted requests have no body
    }
  });
  const measure = (list) => {
    const raw = list.reduce((t, r) => t + (bodies.get(r.url)?.length ?? r.body), 0);
    const gzip = list.reduce((t, r) => t + (bodies.has(r.url) ? gzipSync(bodies.get(r.url)).length : 0), 0);
    const wire = list.reduce((t, r) => t + r.wire, 0);
    return {
      raw,
      gzip,
      wire,
      requests: list.map((r) => ({ url: r.url.replace(baseUrl, ''), type: r.type, status: r.status, fromCache: r.fromCache ?? false, raw: bodies.get(r.url)?.length ?? r.body, wire: r.wire })),
    };
  };
  try {
    await page.goto(localOnly(`${baseUrl}${fromPath}`), { waitUntil: 'load' });
    const hydrated = await waitForHydration(page);
    await net.idle();
    const firstLoad = [...net.requests.values()];
    const firstLoadJs = measure(firstLoad.filter((r) => r.type === 'Script'));
    const link = page.locator('a.pagination-nav__link--next').first();
    if ((await link.count()) === 0) return { error: `no "next" pagination link on ${fromPath}`, firstLoadJs };
    const href = await link.getAttribute('href');
    await page.evaluate(() => (window.__benchSameDocument = true));
    const mark = performance.now();
    await link.scrollIntoViewIfNeeded();
    await sleep(100);
    await link.click();
    const target = new URL(href, `${baseUrl}${fromPath}`).pathname;
    await page.waitForURL((u) => u.pathname === target || u.pathname === target.replace(/\/$/, ''), { timeout: 15_000 });
    await page.waitForFunction((t) => !document.querySelector(`a.pagination-nav__link--next[href="${t}"]`), href, { timeout: 15_000 }).catch(() => {});
    await net.idle();
    const clientSide = await page.evaluate(() => window.__benchSameDocument === true);
    const after = [...net.requests.values()].filter((r) => r.at >= mark && !r.url.startsWith('data:'));
    return {
      from: fromPath,
      to: href,
      hydrated,
      clientSide,
      navigation: measure(after.filter((r) => !r.prefetch)),
      prefetch: measure(after.filter((r) => r.prefetch)),
      firstLoadJs,
    };
  } finally {
    await context.close();
  }
}

function changedFiles(roots, sinceEpochMs, exclude) {
  const found = [];
  const walk = (dir, depth) => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const d of entries) {
      const p = path.join(dir, d.name);
      if (d.isDirectory()) {
        if (d.name !== 'node_modules' && depth < 12) walk(p, depth + 1);
      } else if (p !== exclude) {
        try {
          const m = statSync(p).mtimeMs;
          if (m >= sinceEpochMs) found.push({ file: p, mtimeMs: m });
        } catch {
          // removed meanwhile
        }
      }
    }
  };
  for (const r of roots) walk(r, 0);
  return found.sort((a, b) => a.mtimeMs - b.mtimeMs);
}

/**
 * In a running dev server: opens `docPath`, then `1 + runs` times appends a paragraph with a fresh
 * marker to `docFile` and measures, from just before the write to the moment a MutationObserver in
 * the page sees the marker in the DOM, how long the update took (the first edit is the warm-up).
 * Also looks for files the dev server wrote after the edit (its chunk or data file) under
 * `watchRoots` and reports the delay to the first one. Restores the file's text at the end.
 */
export async function measureEdits(browser, devUrl, docPath, docFile, originalText, runs, watchRoots) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const results = [];
  const install = () =>
    page.evaluate(() => {
      window.__bench = { marker: null, seenAt: null };
      new MutationObserver(() => {
        const b = window.__bench;
        if (b.marker && b.seenAt === null && document.body.textContent.includes(b.marker)) b.seenAt = performance.timeOrigin + performance.now();
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
  let text = originalText;
  try {
    await page.goto(localOnly(`${devUrl}${docPath}`), { waitUntil: 'load', timeout: 300_000 });
    const hydrated = await waitForHydration(page, 120_000);
    await sleep(500);
    await install();
    for (let i = 0; i <= runs; i++) {
      const marker = `Bench edit ${i} ${Math.random().toString(36).slice(2, 10)}`;
      await page.evaluate((m) => {
        window.__bench.marker = m;
        window.__bench.seenAt = null;
      }, marker);
      text = `${text.replace(/\s*$/, '')}\n\n${marker} appended by the bench.\n`;
      const t0 = performance.timeOrigin + performance.now();
      writeFileSync(docFile, text);
      let seenAt = null;
      let reloaded = false;
      try {
        await page.waitForFunction(
          (m) => (window.__bench ? window.__bench.seenAt !== null : document.body.textContent.includes(m)),
          marker,
          { timeout: 60_000, polling: 'raf' },
        );
        seenAt = await page.evaluate(() => window.__bench?.seenAt ?? null);
        if (seenAt === null) {
          reloaded = true;
          seenAt = performance.timeOrigin + performance.now();
          await waitForHydration(page);
          await install();
        }
      } catch {
        seenAt = null;
      }
      const written = changedFiles(watchRoots, t0 - 1, docFile);
      results.push({
        warmup: i === 0,
        ms: seenAt === null ? null : seenAt - t0,
        reloaded,
        diskMs: written.length ? written[0].mtimeMs - t0 : null,
        diskFiles: written.slice(0, 5).map((f) => f.file),
      });
      await sleep(400);
    }
    return { hydrated, runs: results };
  } finally {
    writeFileSync(docFile, originalText);
    await context.close();
  }
}
