#!/usr/bin/env node
// The search browser figure of two builds of the runtime, alternated (the machine is shared and
// noisy: a figure is only compared with one measured next to it). First `build` once per build of
// the runtime (the CLI bundles the runtime as `npm run build` left it), then `measure`:
//
//   node bench/search-browser-ab.mjs build --label old [--sizes 600,5000] [--dir DIR]
//   node bench/search-browser-ab.mjs measure --labels old,new [--sizes 600,5000] [--pairs 3] [--runs 3] [--settle MS] [--dir DIR]
//
// Each pair measures every label once (in turn, starting with the first), `--runs` fresh browser
// contexts each after a warm-up (see lib/search-browser.mjs): click → first hit, and a follow-up
// query → its first hit.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { makeCorpus, parseSize } from './lib/corpus.mjs';
import { buildSearchSite, measureServedSearch } from './lib/search-browser.mjs';
import { median } from './lib/weight.mjs';
import { browserQueries, querySets } from './search.mjs';

const REPO = path.resolve(import.meta.dirname, '..');
const CLI = path.join(REPO, 'compiler', 'bin', 'sitegraph.js');
const { positionals, values: opt } = parseArgs({
  allowPositionals: true,
  options: {
    sizes: { type: 'string', default: '600,5000' },
    label: { type: 'string' },
    labels: { type: 'string', default: 'old,new' },
    pairs: { type: 'string', default: '3' },
    runs: { type: 'string', default: '3' },
    // ms the page is left alone after hydration before the pointer comes (0: at once, the worst case).
    settle: { type: 'string', default: '0' },
    dir: { type: 'string', default: path.join(os.tmpdir(), 'sitegraph-search-ab') },
    gen: { type: 'string', default: path.resolve(REPO, '..', 'shared', 'bench', 'gen-corpus.mjs') },
  },
});
const log = (msg) => process.stderr.write(`[search-ab ${new Date().toISOString().slice(11, 19)}] ${msg}\n`);
const sizes = opt.sizes.split(',').map((text) => {
  const size = parseSize(text);
  if (!size) throw new Error(`--sizes: ${JSON.stringify(text)} is not a doc count`);
  return size;
});

if (positionals[0] === 'build') {
  if (!opt.label) throw new Error('build: --label is required');
  for (const size of sizes) {
    const tree = path.join(opt.dir, `tree-${size.label}`);
    if (!existsSync(tree)) makeCorpus(process.execPath, opt.gen, tree, size);
    const workDir = path.join(opt.dir, `work-${size.label}-${opt.label}`);
    mkdirSync(workDir, { recursive: true });
    await buildSearchSite({ tree, workDir, cli: CLI, out: path.join(opt.dir, `site-${size.label}-${opt.label}`), log });
  }
} else if (positionals[0] === 'measure') {
  const labels = opt.labels.split(',');
  const results = [];
  for (const size of sizes) {
    const sample = path.join(opt.dir, `site-${size.label}-${labels[0]}`);
    const sets = querySets(JSON.parse(readFileSync(path.join(sample, 'search', 'records.json'), 'utf8')), 1);
    const [query, followUp] = browserQueries(sets);
    // A page of the first query's set, as search.mjs opens.
    const docPath = new URL(sets.titles[0]?.relevant.values().next().value ?? '/docs/', 'http://x').pathname;
    const byLabel = Object.fromEntries(labels.map((label) => [label, { firstHitMs: [], followUpMs: [], pageFirstHitMs: [], pageFollowUpMs: [], indexBytes: 0 }]));
    for (let pair = 1; pair <= Number(opt.pairs); pair++) {
      for (const label of labels) {
        log(`${size.label} docs, pair ${pair}, ${label} (load average ${os.loadavg()[0].toFixed(2)})`);
        const workDir = path.join(opt.dir, `work-${size.label}-${label}`);
        const m = await measureServedSearch({ out: path.join(opt.dir, `site-${size.label}-${label}`), workDir, cli: CLI, runs: Number(opt.runs), query, followUp, docPath, settleMs: Number(opt.settle), log });
        byLabel[label].firstHitMs.push(...m.firstHitMs);
        byLabel[label].followUpMs.push(...m.followUpMs);
        byLabel[label].pageFirstHitMs.push(...m.pageFirstHitMs);
        byLabel[label].pageFollowUpMs.push(...m.pageFollowUpMs);
        byLabel[label].indexBytes = m.indexBytes;
      }
    }
    for (const label of labels) {
      const r = byLabel[label];
      results.push({ docs: size.docs, label, query, followUp, ...r, firstHitMedianMs: median(r.firstHitMs), followUpMedianMs: median(r.followUpMs), pageFirstHitMedianMs: median(r.pageFirstHitMs), pageFollowUpMedianMs: median(r.pageFollowUpMs) });
      const fmt = (xs) => `${Math.round(median(xs))} ms [${xs.map(Math.round).join(', ')}]`;
      process.stdout.write(`${size.label} docs ${label}: first hit median ${fmt(r.firstHitMs)}, follow-up median ${fmt(r.followUpMs)}; page clock: first hit ${fmt(r.pageFirstHitMs)}, follow-up ${fmt(r.pageFollowUpMs)}; ${(r.indexBytes / 1024).toFixed(0)} KB of /search/\n`);
    }
  }
  writeFileSync(path.join(opt.dir, 'results.json'), `${JSON.stringify({ date: new Date().toISOString(), results }, null, 2)}\n`);
} else {
  throw new Error('usage: search-browser-ab.mjs build --label L | measure --labels A,B');
}
