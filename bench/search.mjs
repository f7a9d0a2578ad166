#!/usr/bin/env node
// The search figure (issue #11): index size and load time, query latency in-process and over
// HTTP, and relevance (recall@1/@3 of title and heading queries, a seeded share misspelled) on
// the generated corpus. `npm run bench -- --only search` runs it from bench/run.mjs; on its own:
//
//   node bench/search.mjs [--sizes 600,5000] [--runs 5] [--html full|none] [--skip-browser] [--peers] [--engine FILE] [--out FILE]
//
// See bench/README.md ("search").
import { readFileSync, readdirSync, statSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import zlib from 'node:zlib';
import { freePort, pollUntil200, startServer, timed } from './lib/proc.mjs';
import { makeCorpus, parseSize } from './lib/corpus.mjs';
import { buildProductSiteIndex, identifierQuerySet } from './lib/identifier-queries.mjs';
import { measureBrowserSearchLoad } from './lib/search-browser.mjs';
import { comparePagefind, pagefindIdentifierRecall } from './peers/pagefind.mjs';
import { median } from './lib/weight.mjs';

const REPO = path.resolve(import.meta.dirname, '..');
const CLI = path.join(REPO, 'compiler', 'bin', 'sitegraph.js');
/** The engine `sitegraph serve` and the browser run, as `npm run build` compiles it. */
export const DEFAULT_ENGINE = path.join(REPO, 'runtime', 'dist', 'runtime', 'src', 'search', 'engine', 'index.js');
/** Queries of each set (titles, headings), and the share of them misspelled. */
const SET_SIZE = Number(process.env.SEARCH_BENCH_SET_SIZE) || 300;
const MISSPELLED_SHARE = 0.3;
/** A heading on more pages than this ("Next steps") names no section; it is not a query. */
const MAX_HEADING_PAGES = 3;
/** What DocSearch v3 sends (its modal's request), with Docusaurus's contextual facet filters. */
const DOCSEARCH_PARAMS = {
  attributesToRetrieve: ['hierarchy.lvl0', 'hierarchy.lvl1', 'hierarchy.lvl2', 'hierarchy.lvl3', 'hierarchy.lvl4', 'hierarchy.lvl5', 'hierarchy.lvl6', 'content', 'type', 'url'],
  attributesToSnippet: ['hierarchy.lvl1:10', 'hierarchy.lvl2:10', 'hierarchy.lvl3:10', 'hierarchy.lvl4:10', 'hierarchy.lvl5:10', 'hierarchy.lvl6:10', 'content:10'],
  snippetEllipsisText: '…',
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
  hitsPerPage: 20,
  facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
};

/** A seeded PRNG (mulberry32): the same seed gives the same query sets. */
function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = (rand, xs) => xs[Math.floor(rand() * xs.length)];
function sample(rand, xs, n) {
  const copy = [...xs];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy.slice(0, n);
}

/**
 * `text` with one word of 4 letters or more misspelled: one edit (substitution, deletion,
 * insertion or a swap of two neighbours), or two edits of a word of 8 letters or more half the
 * time — within the typo budget the hosted service allows (1 typo from 4 letters, 2 from 8).
 */
export function misspell(text, rand) {
  const words = [...text.matchAll(/\p{L}{4,}/gu)];
  if (words.length === 0) return null;
  const target = pick(rand, words);
  let word = target[0].toLowerCase();
  const edits = word.length >= 8 && rand() < 0.5 ? 2 : 1;
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  for (let e = 0; e < edits; e++) {
    const before = word;
    while (word === before) {
      const i = Math.floor(rand() * word.length);
      const kind = Math.floor(rand() * 4);
      if (kind === 0) word = word.slice(0, i) + pick(rand, letters) + word.slice(i + 1);
      else if (kind === 1 && word.length > 3) word = word.slice(0, i) + word.slice(i + 1);
      else if (kind === 2) word = word.slice(0, i) + pick(rand, letters) + word.slice(i);
      else if (i + 1 < word.length) word = word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
    }
  }
  return text.slice(0, target.index) + word + text.slice(target.index + target[0].length);
}

/**
 * The query sets of an index's records: page titles (a hit is right when it is on a page with
 * that title, since equal titles are indistinguishable) and section headings (right when the
 * hit's url is a section with that heading), docs of the current version only (the contextual
 * filter), each with `MISSPELLED_SHARE` of its queries misspelled.
 */
export function querySets(records, seed = 1) {
  const rand = prng(seed);
  const docs = records.filter((r) => r.docusaurus_tag === 'docs-default-current');
  const norm = (text) => text.toLowerCase().trim();
  const pagesByTitle = new Map();
  for (const r of docs) if (r.type === 'lvl1') (pagesByTitle.get(norm(r.hierarchy.lvl1)) ?? pagesByTitle.set(norm(r.hierarchy.lvl1), new Set()).get(norm(r.hierarchy.lvl1))).add(r.url_without_anchor);
  const sectionsByHeading = new Map();
  for (const r of docs) {
    if (!/^lvl[2-6]$/.test(r.type) || r.anchor === null) continue;
    const key = norm(r.hierarchy[r.type]);
    if (!sectionsByHeading.has(key)) sectionsByHeading.set(key, { text: r.hierarchy[r.type], urls: new Set(), pages: new Set() });
    const entry = sectionsByHeading.get(key);
    entry.urls.add(r.url);
    entry.pages.add(r.url_without_anchor);
  }
  const titles = sample(rand, [...pagesByTitle.keys()], SET_SIZE).map((key) => {
    const record = docs.find((r) => r.type === 'lvl1' && norm(r.hierarchy.lvl1) === key);
    return { text: record.hierarchy.lvl1, relevant: pagesByTitle.get(key), by: 'page' };
  });
  const headings = sample(rand, [...sectionsByHeading.values()].filter((h) => h.pages.size <= MAX_HEADING_PAGES), SET_SIZE).map((h) => ({ text: h.text, relevant: h.urls, by: 'url' }));
  const withTypos = (set) =>
    set.map((q) => {
      if (rand() >= MISSPELLED_SHARE) return { ...q, query: q.text, misspelled: false };
      const typo = misspell(q.text, rand);
      return typo === null ? { ...q, query: q.text, misspelled: false } : { ...q, query: typo, misspelled: true };
    });
  return { titles: withTypos(titles), headings: withTypos(headings) };
}

const percentile = (sorted, p) => (sorted.length === 0 ? null : sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]);
function latencyStats(ms) {
  const sorted = [...ms].sort((a, b) => a - b);
  return { n: sorted.length, p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95), max: sorted.at(-1) ?? null };
}

/** Every file of `dir` whose path ends with `suffix`, recursively. */
function filesUnder(dir, suffix, out = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) filesUnder(file, suffix, out);
    else if (entry.name.endsWith(suffix)) out.push(file);
  }
  return out;
}

const gzipSize = (buffer) => zlib.gzipSync(buffer, { level: 6 }).length;

/** The browser figure's first query and follow-up query: the first two exact titles of the set. */
export function browserQueries(sets) {
  const exact = sets.titles.filter((q) => !q.misspelled).map((q) => q.query);
  return [exact[0] ?? 'getting started', exact[1] ?? null];
}

/** The request body DocSearch sends for `query`. */
const body = (indexName, query) => ({ requests: [{ indexName, query, ...DOCSEARCH_PARAMS }] });

/**
 * recall@1 and @3 of `set` (queries with their relevant pages or urls) over the first 20 hits
 * `ask(query)` returns, and up to 10 misses.
 */
function recallOf(set, ask) {
  let at1 = 0;
  let at3 = 0;
  const misses = [];
  for (const q of set) {
    const urls = ask(q.query).hits.map((hit) => (q.by === 'page' ? hit.url.split('#')[0] : hit.url));
    const rank = urls.findIndex((url) => q.relevant.has(url));
    if (rank === 0) at1++;
    if (rank >= 0 && rank < 3) at3++;
    else if (misses.length < 10) misses.push({ query: q.query, expected: q.text, got: urls.slice(0, 3) });
  }
  return { n: set.length, at1: set.length ? at1 / set.length : null, at3: set.length ? at3 / set.length : null, misses };
}

/**
 * The identifier set's recall (`lib/identifier-queries.mjs`) on a graph-only build of the
 * product site, with the engine module `mod`: all forms together, and each form apart.
 */
export async function identifierRecall({ mod, workDir }) {
  const out = await buildProductSiteIndex({ repo: REPO, cli: CLI, workDir });
  const graph = JSON.parse(readFileSync(path.join(out, 'graph.json'), 'utf8'));
  const main = graph.search.indices[0];
  const engine = mod.loadSearchEngine(JSON.parse(readFileSync(path.join(out, main.file), 'utf8')));
  const ask = (query) => mod.answerQueries((name) => (name === main.name ? engine : undefined), body(main.name, query)).body.results[0];
  const set = identifierQuerySet(JSON.parse(readFileSync(path.join(out, 'search', 'records.json'), 'utf8')));
  const forms = Object.fromEntries(['as written', 'words', 'run together'].map((form) => [form, recallOf(set.filter((q) => q.form === form), ask)]));
  return { ...recallOf(set, ask), forms };
}

/**
 * Measures search on the generated corpus at `tree`: builds it (`--graph-only --no-cache`; a
 * full build too unless `html` is 'none' or `fullOut` is given, for the docs' HTML size), then
 * loads the index in this process with the engine module at `engine`, runs the query sets and
 * serves the build with `sitegraph serve` for the HTTP figures. Returns everything measured.
 */
export async function measureSearch({ tree, workDir, runs = 5, html = 'full', fullOut = null, graphBuilt = null, engine = DEFAULT_ENGINE, browser = true, peers = false, log = () => {} }) {
  const result = { engine: path.relative(REPO, engine) };
  const graphOut = graphBuilt ?? path.join(workDir, 'graph-out');
  if (!graphBuilt) {
    log('search: graph-only build (records and index files)…');
    const build = await timed(process.execPath, [CLI, 'build', tree, '--out', graphOut, '--graph-only', '--no-cache'], { cwd: workDir, scratch: workDir });
    if (build.code !== 0) throw new Error(`graph-only build failed:\n${(build.stderr || build.stdout).slice(-3000)}`);
    result.buildMs = build.ms;
  }
  const graph = JSON.parse(readFileSync(path.join(graphOut, 'graph.json'), 'utf8'));
  const indices = graph.search?.indices ?? [];
  if (indices.length === 0) throw new Error('the build wrote no search index (graph.search.indices is empty)');
  result.indices = indices.map((entry) => {
    const content = readFileSync(path.join(graphOut, entry.file));
    const parts = (entry.parts ?? []).map((part) => {
      const bytes = readFileSync(path.join(graphOut, part.file));
      return { tag: part.tag, records: part.recordCount, raw: bytes.length, gzip: gzipSize(bytes) };
    });
    return { name: entry.name, file: entry.file, records: entry.recordCount, raw: content.length, gzip: gzipSize(content), parts };
  });
  result.index = { raw: result.indices.reduce((s, i) => s + i.raw, 0), gzip: result.indices.reduce((s, i) => s + i.gzip, 0) };
  const recordsFile = path.join(graphOut, 'search', 'records.json');
  result.recordsFile = { raw: statSync(recordsFile).size };

  // The docs' HTML, gzip: every prerendered page under /docs/ of a full build.
  let htmlOut = fullOut;
  if (!htmlOut && html === 'full') {
    log('search: full build (for the docs\' HTML size)…');
    htmlOut = path.join(workDir, 'full-out');
    const full = await timed(process.execPath, [CLI, 'build', tree, '--out', htmlOut], { cwd: workDir, scratch: workDir });
    if (full.code !== 0) throw new Error(`full build failed:\n${(full.stderr || full.stdout).slice(-3000)}`);
  }
  if (htmlOut) {
    const pages = filesUnder(path.join(htmlOut, 'docs'), '.html');
    let raw = 0;
    let gzip = 0;
    for (const file of pages) {
      const content = readFileSync(file);
      raw += content.length;
      gzip += gzipSize(content);
    }
    result.docsHtml = { pages: pages.length, raw, gzip };
    result.indexShareOfHtml = result.index.gzip / gzip;
  }

  // Load: what the browser does after the download (JSON.parse, then the engine builds its index).
  const mod = await import(pathToFileURL(engine).href);
  const main = indices[0];
  const text = readFileSync(path.join(graphOut, main.file), 'utf8');
  const loads = [];
  let loaded = null;
  for (let i = 0; i <= runs; i++) {
    loaded = null;
    globalThis.gc?.();
    const started = performance.now();
    const parsed = JSON.parse(text);
    const parsedAt = performance.now();
    loaded = mod.loadSearchEngine(parsed);
    const done = performance.now();
    log(`  search: load ${i === 0 ? 'warm-up' : `run ${i}/${runs}`}: ${Math.round(done - started)} ms (parse ${Math.round(parsedAt - started)} ms)`);
    if (i > 0) loads.push({ ms: done - started, parseMs: parsedAt - started, indexMs: done - parsedAt });
  }
  result.load = {
    ms: median(loads.map((l) => l.ms)),
    parseMs: median(loads.map((l) => l.parseMs)),
    indexMs: median(loads.map((l) => l.indexMs)),
    runs: loads,
  };

  // Relevance and in-process latency: answerQueries with DocSearch's body, as serve and the browser run it.
  // The full records (the index files hold the compact format): what the query sets are made from.
  const records = JSON.parse(readFileSync(recordsFile, 'utf8'));
  const sets = querySets(records, 1);
  const engines = (name) => (name === main.name ? loaded : undefined);
  const ask = (query) => {
    const cpu = process.cpuUsage();
    const started = performance.now();
    const answer = mod.answerQueries(engines, body(main.name, query));
    const ms = performance.now() - started;
    const used = process.cpuUsage(cpu);
    if (answer.status !== 200) throw new Error(`query ${JSON.stringify(query)} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    return { ms, cpuMs: (used.user + used.system) / 1000, hits: answer.body.results[0].hits };
  };
  const recall = (set) => recallOf(set, ask);
  const part = (set, misspelled) => set.filter((q) => q.misspelled === misspelled);
  result.relevance = {
    titles: recall(part(sets.titles, false)),
    headings: recall(part(sets.headings, false)),
    titlesMisspelled: recall(part(sets.titles, true)),
    headingsMisspelled: recall(part(sets.headings, true)),
    misspelled: recall([...part(sets.titles, true), ...part(sets.headings, true)]),
    identifiers: await identifierRecall({ mod, workDir }),
  };
  // Latency: every distinct query once per run (so the engine's small answer cache, which keeps
  // the last few, never answers), and the prefixes a reader types on the way to 50 titles.
  const distinct = [...new Set([...sets.titles, ...sets.headings].map((q) => q.query))];
  const typed = [];
  for (const q of sets.titles.slice(0, 50)) for (let i = 1; i <= q.text.length; i++) typed.push(q.text.slice(0, i));
  // Wall clock is the figure; CPU time (user + system of this process while the query ran) shows
  // what a busy machine added, since waiting for a core costs wall time only.
  const queryMs = [];
  const queryCpuMs = [];
  const typingMs = [];
  for (let run = 0; run <= runs; run++) {
    for (const query of distinct) {
      const { ms, cpuMs } = ask(run === 0 ? `${query} ` : query);
      if (run > 0) {
        queryMs.push(ms);
        queryCpuMs.push(cpuMs);
      }
    }
  }
  for (const query of typed) typingMs.push(ask(query).ms);
  result.latency = { queries: latencyStats(queryMs), queriesCpu: latencyStats(queryCpuMs), typing: latencyStats(typingMs), distinctQueries: distinct.length, typedPrefixes: typed.length };

  // Over HTTP: sitegraph serve on the graph-only output, one request at a time.
  const port = await freePort();
  const server = startServer(process.execPath, [CLI, 'serve', graphOut, '--port', String(port)], { cwd: workDir });
  try {
    const url = `http://127.0.0.1:${port}/1/indexes/*/queries`;
    const up = await pollUntil200(`http://127.0.0.1:${port}/graph.json`, { deadlineMs: 120_000, gaveUp: server.exited });
    if (up === null) throw new Error(`serve never answered:\n${server.output().slice(-3000)}`);
    const post = async (query) => {
      const started = performance.now();
      const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body(main.name, query)) });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`POST ${url} answered ${response.status}`);
      return performance.now() - started;
    };
    const firstMs = await post('getting started');
    const httpMs = [];
    for (const query of distinct) httpMs.push(await post(query));
    result.http = { firstQueryMs: firstMs, queries: latencyStats(httpMs) };
  } finally {
    const stopped = await server.stop();
    if (result.http) result.http.servePeakRssMB = stopped.peakKB / 1024;
  }

  // In Chromium: click on the search button → first hit, index not yet loaded (a fresh context each run).
  if (browser) {
    const docPath = new URL(sets.titles[0]?.relevant.values().next().value ?? '/docs/', 'http://x').pathname;
    const [query, followUp] = browserQueries(sets);
    result.browser = await measureBrowserSearchLoad({ tree, workDir, cli: CLI, runs, query, followUp, docPath, log });
    // --peers: Pagefind on the same full build, alternating with sitegraph (peers/pagefind.mjs).
    if (peers) {
      const pagefind = await comparePagefind({ out: path.join(workDir, 'search-site'), workDir, cli: CLI, runs, query, followUp, docPath, sets, log });
      // The identifier set is the product site's, as sitegraph's `identifiers` above.
      result.peers = { pagefind: { ...pagefind, identifiers: await pagefindIdentifierRecall({ repo: REPO, cli: CLI, workDir, log }) } };
    }
  }
  return result;
}

const KB = 1024;
const fmtSize = (b) => (b >= KB * KB ? `${(b / KB / KB).toFixed(2)} MB` : `${(b / KB).toFixed(1)} KB`);
const fmtMs = (ms) => (ms == null ? 'n/a' : ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : ms >= 10 ? `${Math.round(ms)} ms` : `${ms.toFixed(2)} ms`);
const fmtRecall = (r) => (r.n === 0 ? 'no queries' : `@1 ${r.at1.toFixed(3)}, @3 ${r.at3.toFixed(3)} (${r.n} queries)`);

/** The table rows of one corpus' search figures: `{ figure, size, value, target, ok }`. */
export function searchRows(s, docs, size = `${docs} docs`) {
  const rows = [];
  const add = (figure, value, target, ok) => rows.push({ figure, size, value, target, ok });
  if (s.buildMs != null) add('search: graph-only build (records + index file)', fmtMs(s.buildMs), 'reference', null);
  const share = s.indexShareOfHtml;
  add(
    `search: browser index (${s.indices.length} file(s), ${s.indices.reduce((n, i) => n + i.records, 0)} records)`,
    `${fmtSize(s.index.raw)} raw, ${fmtSize(s.index.gzip)} gzip${share == null ? '' : `; docs' HTML ${fmtSize(s.docsHtml.gzip)} gzip (${s.docsHtml.pages} pages) → ${(share * 100).toFixed(1)} %`}`,
    '≤ 30 % of docs\' gzip HTML',
    share == null ? null : share <= 0.3,
  );
  for (const index of s.indices) {
    if (index.parts?.length) add(`search: index parts of "${index.name}" (one per docusaurus_tag)`, index.parts.map((p) => `${p.tag} ${fmtSize(p.gzip)} gzip (${p.records})`).join('; '), 'reference: a search downloads only the parts its filters match', null);
  }
  // The page's clock (pointer on the button → first hit in the DOM) is the figure; the bench's
  // clock (Playwright's click, typing and polling included) is given beside it.
  if (s.browser) {
    const first = s.browser.pageFirstHitMedianMs ?? s.browser.medianMs;
    add('search: browser, pointer on the search button → first hit (fresh context: engine + index parts + query; page clock)', `${fmtMs(first)} (bench clock ${fmtMs(s.browser.medianMs)}); downloaded ${fmtSize(s.browser.indexBytes)} of /search/ files (${s.browser.indexFiles.length})`, '≤ 300 ms', first <= 300);
  }
  const followUp = s.browser?.pageFollowUpMedianMs ?? s.browser?.followUpMedianMs;
  if (followUp != null) add('search: browser, follow-up query → its first hit (page clock)', `${fmtMs(followUp)} (bench clock ${fmtMs(s.browser.followUpMedianMs)})`, '≤ 50 ms', followUp <= 50);
  const pf = s.peers?.pagefind;
  if (pf) {
    const r = pf.pagefind.recall;
    add(`search peers: Pagefind ${pf.version} on the same build, first hit / follow-up (page clock, alternating with sitegraph: ${fmtMs(pf.sitegraph.firstHitMedianMs)} / ${fmtMs(pf.sitegraph.followUpMedianMs)}, ${fmtSize(pf.sitegraph.bytes)})`, `${fmtMs(pf.pagefind.firstHitMedianMs)} / ${fmtMs(pf.pagefind.followUpMedianMs)}; downloaded ${fmtSize(pf.pagefind.bytes)} of /pagefind/ files (${pf.pagefind.files})`, 'reference', null);
    add(`search peers: Pagefind ${pf.version}, recall (titles; headings; misspelled)`, [r.titles, r.headings, r.misspelled].map(fmtRecall).join('; '), 'reference', null);
    if (pf.identifiers) {
      const forms = Object.entries(pf.identifiers.forms).map(([form, f]) => `${form} @3 ${f.at3.toFixed(3)}`).join(', ');
      add(`search peers: Pagefind ${pf.version}, recall on the product site's API names as \`fooBar\`, \`foo bar\`, \`foobar\``, `${fmtRecall(pf.identifiers)}; ${forms}`, 'reference', null);
    }
  }
  add('search: index load (node: JSON.parse + loadSearchEngine)', `${fmtMs(s.load.ms)} (parse ${fmtMs(s.load.parseMs)}, index ${fmtMs(s.load.indexMs)})`, 'reference', null);
  const big = docs >= 5000;
  add('search: query latency in-process p50 / p95 (answerQueries, DocSearch body)', `${fmtMs(s.latency.queries.p50)} / ${fmtMs(s.latency.queries.p95)} (${s.latency.queries.n} queries; CPU time ${fmtMs(s.latency.queriesCpu.p50)} / ${fmtMs(s.latency.queriesCpu.p95)})`, big ? 'p95 ≤ 10 ms' : 'reference', big ? s.latency.queries.p95 <= 10 : null);
  add('search: as-you-type latency p50 / p95 (every prefix of 50 titles)', `${fmtMs(s.latency.typing.p50)} / ${fmtMs(s.latency.typing.p95)} (${s.latency.typing.n})`, 'reference', null);
  if (s.http) add('search: HTTP latency p50 / p95 (sitegraph serve, POST /1/indexes/*/queries)', `${fmtMs(s.http.queries.p50)} / ${fmtMs(s.http.queries.p95)}; first query (loads the index) ${fmtMs(s.http.firstQueryMs)}`, 'reference', null);
  const r = s.relevance;
  add('search: relevance, page titles', fmtRecall(r.titles), 'recall@3 ≥ 0.95', r.titles.at3 >= 0.95);
  add('search: relevance, section headings', fmtRecall(r.headings), 'recall@3 ≥ 0.9', r.headings.at3 >= 0.9);
  add('search: relevance, misspelled titles and headings (1–2 edits)', fmtRecall(r.misspelled), 'recall@3 ≥ 0.8', r.misspelled.at3 >= 0.8);
  if (r.identifiers) {
    const forms = Object.entries(r.identifiers.forms).map(([form, f]) => `${form} @3 ${f.at3.toFixed(3)}`).join(', ');
    add('search: relevance, API names of the product site as `fooBar`, `foo bar`, `foobar`', `${fmtRecall(r.identifiers)}; ${forms}`, 'recall@3 ≥ 0.95', r.identifiers.at3 >= 0.95);
  }
  return rows;
}

// ------------------------------------------------------------------------------------------ standalone
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values: opt } = parseArgs({
    options: {
      sizes: { type: 'string', default: '600,5000' },
      runs: { type: 'string', default: '5' },
      html: { type: 'string', default: 'full' },
      // Leaves out the browser figure (the in-process and HTTP figures and relevance only).
      'skip-browser': { type: 'boolean', default: false },
      // Also measures Pagefind on the same build (peers/pagefind.mjs; installed into ~/.cache/sitegraph-bench/peers).
      peers: { type: 'boolean', default: false },
      engine: { type: 'string', default: DEFAULT_ENGINE },
      // For working on the engine: measure an existing graph-only build (one size) instead of building.
      'graph-out': { type: 'string' },
      'full-out': { type: 'string' },
      keep: { type: 'boolean', default: false },
      out: { type: 'string', default: path.join(REPO, 'bench', 'results', 'search-latest.json') },
      gen: { type: 'string', default: path.resolve(REPO, '..', 'shared', 'bench', 'gen-corpus.mjs') },
    },
  });
  const log = (msg) => process.stderr.write(`[search ${new Date().toISOString().slice(11, 19)}] ${msg}\n`);
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'sitegraph-search-bench-'));
  const loadAtStart = os.loadavg().map((x) => x.toFixed(2));
  const results = [];
  try {
    for (const text of opt.sizes.split(',')) {
      const size = parseSize(text);
      if (!size) throw new Error(`--sizes: ${JSON.stringify(text)} is not a doc count`);
      const tree = path.join(scratch, `seed1-docs${size.label}-posts25`);
      if (!opt['graph-out']) {
        log(`corpus: ${size.label} docs → ${tree}`);
        makeCorpus(process.execPath, opt.gen, tree, size);
      }
      const workDir = path.join(scratch, `work-${size.label}`);
      mkdirSync(workDir);
      const s = await measureSearch({ tree, workDir, runs: Math.max(1, Number(opt.runs) || 5), html: opt.html, engine: path.resolve(opt.engine), browser: !opt['skip-browser'], peers: opt.peers, log,
        graphBuilt: opt['graph-out'] ? path.resolve(opt['graph-out']) : null, fullOut: opt['full-out'] ? path.resolve(opt['full-out']) : null });
      results.push({ docs: size.docs, label: size.label, search: s });
    }
  } finally {
    if (!opt.keep) rmSync(scratch, { recursive: true, force: true });
  }
  const lines = ['| figure | corpus | measured | target | |', '| --- | --- | --- | --- | --- |'];
  for (const r of results) {
    for (const row of searchRows(r.search, r.docs, `${r.label} docs`)) lines.push(`| ${row.figure} | ${row.size} | ${row.value} | ${row.target} | ${row.ok == null ? '—' : row.ok ? 'pass' : 'FAIL'} |`);
  }
  process.stdout.write(`\nsitegraph search bench — ${new Date().toISOString()} — engine ${path.relative(REPO, path.resolve(opt.engine))}; load average ${loadAtStart.join(' ')} at start, ${os.loadavg().map((x) => x.toFixed(2)).join(' ')} at end (${os.cpus().length} cores)\n\n${lines.join('\n')}\n\n`);
  mkdirSync(path.dirname(opt.out), { recursive: true });
  writeFileSync(opt.out, `${JSON.stringify({ date: new Date().toISOString(), results }, (key, value) => (value instanceof Set ? [...value] : value), 2)}\n`);
  log(`wrote ${path.relative(process.cwd(), opt.out)}`);
}
