#!/usr/bin/env node
// Search libraries compared on the same records (issue #11): sitegraph's engine (own postings +
// MiniSearch's SearchableMap), MiniSearch as a whole, Orama and FlexSearch. Each gets the records
// of a built index file, is asked the query sets of bench/search.mjs (titles and headings, 30 %
// misspelled) with the contextual filter (current docs version) and DocSearch's distinct on url,
// and is measured for relevance, latency, index build time, serialized index size and bundle size.
//
//   node bench/search-compare.mjs --index <dist>/search/<name>.<hash>.json [--queries 300] [--only sitegraph,minisearch,orama,flexsearch]
//
// The libraries are devDependencies of the repository, used by this script only.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import zlib from 'node:zlib';
import { build } from 'esbuild';
import { querySets } from './search.mjs';

const REPO = path.resolve(import.meta.dirname, '..');
const { values: opt } = parseArgs({
  options: {
    index: { type: 'string' },
    queries: { type: 'string', default: '600' },
    only: { type: 'string', default: 'sitegraph,minisearch,orama,flexsearch' },
  },
});
if (!opt.index) throw new Error('--index <built search index file> is required');
const log = (msg) => process.stderr.write(`[compare ${new Date().toISOString().slice(11, 19)}] ${msg}\n`);

const FIELDS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6', 'content'];
const BOOST = { lvl0: 0.5, lvl1: 6, lvl2: 4, lvl3: 3, lvl4: 2, lvl5: 1.5, lvl6: 1.5, content: 1 };
const TAG = 'docs-default-current';
const LIMIT = 20;
const flat = (r, id) => ({ id, url: r.url, tag: r.docusaurus_tag, ...Object.fromEntries(FIELDS.map((f) => [f, (f === 'content' ? r.content : r.hierarchy[f]) ?? ''])) });

/** Keeps the first record of each url, up to LIMIT urls. */
function distinct(records, ids) {
  const seen = new Set();
  const urls = [];
  for (const id of ids) {
    const url = records[id].url;
    if (seen.has(url)) continue;
    seen.add(url);
    urls.push(url);
    if (urls.length === LIMIT) break;
  }
  return urls;
}

const gz = (text) => zlib.gzipSync(text, { level: 6 }).length;

/** Minified + gzip size of a module that imports `code`'s names (esbuild, browser, ESM). */
async function bundleSize(contents) {
  const out = await build({ stdin: { contents, resolveDir: REPO, loader: 'ts' }, bundle: true, minify: true, format: 'esm', platform: 'browser', write: false, logLevel: 'silent' });
  const text = out.outputFiles[0].contents;
  return { raw: text.length, gzip: zlib.gzipSync(text, { level: 9 }).length };
}

/** Each engine: `bundle` (entry code), `build(records)` → `{ search(query) → urls, serialized() }`. */
const ENGINES = {
  sitegraph: {
    label: 'sitegraph engine (own postings + MiniSearch SearchableMap)',
    bundle: "export { loadSearchEngine, answerQueries } from './runtime/src/search/engine/index.ts';",
    async build(records) {
      const { createSearchEngine } = await import(path.join(REPO, 'runtime/dist/runtime/src/search/engine/index.js'));
      const engine = createSearchEngine('x', records);
      const filters = [`docusaurus_tag:${TAG}`];
      return { search: (q) => engine.find(q, { facetFilters: filters, limit: LIMIT }).hits.map((h) => h.record.url), serialized: null };
    },
  },
  minisearch: {
    label: 'MiniSearch 7 (AND, fuzzy 0.2, prefix, field boosts)',
    bundle: "export { default } from 'minisearch';",
    async build(records) {
      const { default: MiniSearch } = await import('minisearch');
      const ms = new MiniSearch({ fields: FIELDS, storeFields: [], idField: 'id' });
      ms.addAll(records.map(flat));
      return {
        search: (q) => distinct(records, ms.search(q, { combineWith: 'AND', boost: BOOST, prefix: (_t, i, ts) => i === ts.length - 1, fuzzy: 0.2, filter: (r) => records[r.id].docusaurus_tag === TAG }).map((r) => r.id)),
        serialized: () => JSON.stringify(ms),
      };
    },
  },
  orama: {
    label: 'Orama 3 (all terms, tolerance 1, field boosts)',
    bundle: "export { create, insertMultiple, search } from '@orama/orama';",
    async build(records) {
      const orama = await import('@orama/orama');
      const schema = { url: 'string', tag: 'enum', ...Object.fromEntries(FIELDS.map((f) => [f, 'string'])) };
      const db = orama.create({ schema });
      await orama.insertMultiple(db, records.map((r, id) => ({ ...flat(r, id), id: String(id) })), 1000);
      return {
        search: (q) => {
          const result = orama.search(db, { term: q, properties: FIELDS, boost: BOOST, tolerance: 1, threshold: 0, limit: 200, where: { tag: { eq: TAG } } });
          return distinct(records, result.hits.map((h) => Number(h.id)));
        },
        serialized: async () => JSON.stringify(await orama.save(db)),
      };
    },
  },
  flexsearch: {
    label: 'FlexSearch 0.8 (Document, forward tokenizer, LatinAdvanced encoder)',
    bundle: "export { Document, Charset } from 'flexsearch';",
    async build(records) {
      const { Document, Charset } = await import('flexsearch');
      const index = new Document({ document: { id: 'id', index: FIELDS, tag: 'tag' }, tokenize: 'forward', encoder: Charset.LatinAdvanced });
      records.forEach((r, id) => index.add(flat(r, id)));
      return {
        search: (q) => {
          // Per field, in DocSearch's order; a record scores the boost of each field that matched,
          // less for a later place in that field's list.
          const scores = new Map();
          for (const { field, result } of index.search(q, { index: FIELDS, tag: { tag: TAG }, limit: 200, suggest: false })) {
            result.forEach((id, rank) => scores.set(id, (scores.get(id) ?? 0) + BOOST[field] * (1 - rank / (result.length + 1))));
          }
          return distinct(records, [...scores].sort((a, b) => b[1] - a[1]).map(([id]) => id));
        },
        serialized: () => {
          const parts = [];
          index.export((key, data) => parts.push(`${key}\n${data ?? ''}`));
          return parts.join('\n');
        },
      };
    },
  },
};

const percentile = (xs, p) => xs[Math.min(xs.length - 1, Math.floor(p * xs.length))];
const file = JSON.parse(readFileSync(opt.index, 'utf8'));
const records = file.records;
const sets = querySets(records, 1);
// Titles and headings alternated, so that a shorter run (--queries) keeps both kinds.
const queries = sets.titles.flatMap((q, i) => [q, sets.headings[i]]).filter(Boolean).slice(0, Number(opt.queries));
log(`${records.length} records, ${queries.length} queries (${queries.filter((q) => q.misspelled).length} misspelled)`);
const rows = [];
for (const name of opt.only.split(',')) {
  const spec = ENGINES[name];
  globalThis.gc?.();
  const started = performance.now();
  const engine = await spec.build(records);
  const buildMs = performance.now() - started;
  log(`${name}: built in ${Math.round(buildMs)} ms`);
  const score = { clean: [0, 0, 0], typo: [0, 0, 0] };
  const times = [];
  for (const [i, q] of queries.entries()) {
    // Twice, the first a warm-up with a trailing space (so no answer cache helps the timed one).
    engine.search(`${q.query} `);
    const t = performance.now();
    const urls = engine.search(q.query);
    times.push(performance.now() - t);
    const rank = urls.findIndex((url) => q.relevant.has(q.by === 'page' ? url.split('#')[0] : url));
    const s = q.misspelled ? score.typo : score.clean;
    s[0]++;
    if (rank === 0) s[1]++;
    if (rank >= 0 && rank < 3) s[2]++;
    if (i % 100 === 99) log(`  ${name}: ${i + 1} queries`);
  }
  times.sort((a, b) => a - b);
  let serializedSize = null;
  if (engine.serialized) {
    const text = await engine.serialized();
    serializedSize = { raw: text.length, gzip: gz(text) };
  }
  const bundle = await bundleSize(spec.bundle);
  rows.push({ name, label: spec.label, buildMs, p50: percentile(times, 0.5), p95: percentile(times, 0.95), clean: score.clean, typo: score.typo, serializedSize, bundle });
  log(`${name}: p50 ${percentile(times, 0.5).toFixed(2)} ms, p95 ${percentile(times, 0.95).toFixed(2)} ms, recall@3 ${(score.clean[2] / score.clean[0]).toFixed(3)} / misspelled ${(score.typo[2] / score.typo[0]).toFixed(3)}`);
}
const kb = (b) => `${(b / 1024).toFixed(b < 10240 ? 1 : 0)} KB`;
const mb = (b) => (b >= 1024 * 1024 ? `${(b / 1024 / 1024).toFixed(1)} MB` : kb(b));
const lines = [
  `| engine | recall@1 / @3, exact queries | recall@1 / @3, misspelled | query p50 / p95 | index built from records | serialized index raw / gzip | bundle min+gzip |`,
  '| --- | --- | --- | --- | --- | --- | --- |',
];
for (const r of rows) {
  const rc = (s) => `${(s[1] / s[0]).toFixed(2)} / ${(s[2] / s[0]).toFixed(2)}`;
  lines.push(`| ${r.label} | ${rc(r.clean)} | ${rc(r.typo)} | ${r.p50.toFixed(2)} / ${r.p95.toFixed(2)} ms | ${(r.buildMs / 1000).toFixed(2)} s | ${r.serializedSize ? `${mb(r.serializedSize.raw)} / ${mb(r.serializedSize.gzip)}` : 'records only (index built at load)'} | ${kb(r.bundle.gzip)} |`);
}
process.stdout.write(`\n${records.length} records (${path.basename(opt.index)}), ${queries.length} queries, ${new Date().toISOString()}\n\n${lines.join('\n')}\n`);
