// Page weight of a built site, read from its files: the JavaScript a page's HTML makes the browser
// load first (scripts and module preloads), and the size of every HTML page. Raw bytes and gzip
// (zlib, default level 6, what a static host typically sends).
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** `{ raw, gzip }` byte counts of a buffer or string. */
export function sizes(content) {
  const buf = Buffer.isBuffer(content) ? content : Buffer.from(content);
  return { raw: buf.length, gzip: gzipSync(buf).length };
}

/** The HTML file a route is written to (`path.html` or `path/index.html`), or null. */
export function htmlFileFor(outDir, routePath) {
  const rel = routePath.replace(/^\/+|\/+$/g, '');
  for (const candidate of [`${rel}.html`, path.join(rel, 'index.html'), rel === '' ? 'index.html' : null]) {
    if (candidate && existsSync(path.join(outDir, candidate))) return path.join(outDir, candidate);
  }
  return null;
}

function attrs(tag) {
  const out = Object.create(null);
  for (const m of tag.matchAll(/([a-zA-Z_:][-a-zA-Z0-9_:.]*)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g)) {
    out[m[1].toLowerCase()] = m[2] ?? m[3] ?? m[4] ?? '';
  }
  return out;
}

/**
 * The first-load JavaScript of one page: every `<script src>` and `<link rel="modulepreload">`
 * the HTML references (resolved in `outDir`, base URL stripped), plus the inline scripts, which
 * are counted apart (JavaScript vs JSON data).
 */
export function firstLoadJs(outDir, htmlFile, baseUrl = '/') {
  const html = readFileSync(htmlFile, 'utf8');
  const urls = new Set();
  let inlineJs = '';
  let inlineData = '';
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const a = attrs(m[1]);
    if (a.src) urls.add(a.src);
    else if (!a.type || /javascript|module/i.test(a.type)) inlineJs += m[2];
    else inlineData += m[2];
  }
  for (const m of html.matchAll(/<link\b([^>]*)>/gi)) {
    const a = attrs(m[1]);
    if (a.rel && a.rel.split(/\s+/).includes('modulepreload') && a.href) urls.add(a.href);
  }
  const files = [];
  const missing = [];
  for (const url of [...urls].sort()) {
    let p = url.replace(/^https?:\/\/[^/]+/, '').split(/[?#]/)[0];
    if (p.startsWith(baseUrl)) p = p.slice(baseUrl.length);
    const abs = path.join(outDir, p.replace(/^\/+/, ''));
    if (!existsSync(abs)) {
      missing.push(url);
      continue;
    }
    files.push({ url, ...sizes(readFileSync(abs)) });
  }
  const total = files.reduce((t, f) => ({ raw: t.raw + f.raw, gzip: t.gzip + f.gzip }), { raw: 0, gzip: 0 });
  return { files, missing, total, inlineJs: sizes(inlineJs), inlineData: sizes(inlineData) };
}

function htmlFiles(dir, rel = '') {
  const out = [];
  for (const d of readdirSync(path.join(dir, rel), { withFileTypes: true })) {
    const r = path.join(rel, d.name);
    if (d.isDirectory()) {
      if (rel === '' && (d.name === 'assets' || d.name === 'chunks')) continue;
      out.push(...htmlFiles(dir, r));
    } else if (d.name.endsWith('.html')) out.push(r);
  }
  return out;
}

/** Median of numbers (mean of the two middle values for an even count). */
export function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  if (s.length === 0) return null;
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

/** Sizes of every HTML page of the build (`404.html` included): count, median and max, raw and gzip, for all pages and for doc pages. */
export function htmlWeights(outDir, docsPrefix = 'docs/') {
  const all = htmlFiles(outDir).sort().map((rel) => ({ rel, ...sizes(readFileSync(path.join(outDir, rel))) }));
  const summarize = (list) => {
    if (list.length === 0) return null;
    const maxRaw = list.reduce((a, b) => (b.raw > a.raw ? b : a));
    const maxGzip = list.reduce((a, b) => (b.gzip > a.gzip ? b : a));
    return {
      pages: list.length,
      raw: { median: median(list.map((f) => f.raw)), max: maxRaw.raw, maxFile: maxRaw.rel },
      gzip: { median: median(list.map((f) => f.gzip)), max: maxGzip.gzip, maxFile: maxGzip.rel },
    };
  };
  return { all: summarize(all), docs: summarize(all.filter((f) => f.rel.startsWith(docsPrefix))) };
}
