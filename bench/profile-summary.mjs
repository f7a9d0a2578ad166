#!/usr/bin/env node
// Summarises V8 CPU profiles (`node --cpu-prof --cpu-prof-dir DIR …`, one file per thread):
// self time per package (node_modules/<name>, sitegraph folder, node internals) and the hottest
// functions, and total time (self + callees) of sitegraph's own functions.
//
//   node bench/profile-summary.mjs DIR_OR_FILES… [--top 25] [--window FROM,TO]
//
// --window keeps only the samples taken FROM..TO milliseconds after the profile started (e.g. the
// updates of a dev server after its start-up).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { top: { type: 'string', default: '25' }, window: { type: 'string' } } });
const top = Number(values.top);
const [winFrom, winTo] = values.window ? values.window.split(',').map((x) => Number(x) * 1e6) : [0, Infinity];
const files = positionals.flatMap((p) => (statSync(p).isDirectory() ? readdirSync(p).filter((f) => f.endsWith('.cpuprofile')).map((f) => path.join(p, f)) : [p]));

function bucket(url) {
  if (!url) return '(native / gc / idle)';
  const u = url.replace(/^file:\/\//, '');
  const nm = u.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = u.slice(nm + 'node_modules/'.length).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  if (u.startsWith('node:')) return 'node internals';
  const m = /\/(compiler|runtime)\/(?:dist\/(?:runtime\/)?)?(?:src\/)?([^/]+)/.exec(u);
  if (m) return `sitegraph ${m[1]}/${m[2]}`;
  if (/sitegraph-ssr|entry-server|render-worker/.test(u)) return 'sitegraph runtime (SSR bundle)';
  return path.basename(u);
}

const fmt = (us) => `${(us / 1000).toFixed(0).padStart(7)} ms`;
for (const file of files) {
  const prof = JSON.parse(readFileSync(file, 'utf8'));
  const byId = new Map(prof.nodes.map((n) => [n.id, n]));
  const self = new Map();
  const dt = prof.timeDeltas;
  let at = 0;
  for (let i = 0; i < prof.samples.length; i++) {
    at += dt[i] ?? 0;
    if (at < winFrom || at > winTo) continue;
    self.set(prof.samples[i], (self.get(prof.samples[i]) ?? 0) + (dt[i] ?? 0));
  }
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const parent = new Map();
  for (const n of prof.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const perBucket = new Map();
  const perFn = new Map();
  const inclusive = new Map();
  for (const [id, us] of self) {
    const n = byId.get(id);
    const cf = n.callFrame;
    const name = cf.functionName || '(anonymous)';
    const b = cf.url ? bucket(cf.url) : name.startsWith('(') ? name : '(native)';
    perBucket.set(b, (perBucket.get(b) ?? 0) + us);
    const key = `${name} ${cf.url ? `${bucket(cf.url)}:${path.basename(cf.url)}:${cf.lineNumber + 1}` : ''}`;
    perFn.set(key, (perFn.get(key) ?? 0) + us);
    // inclusive time of sitegraph's own functions, counted once per stack
    const seen = new Set();
    for (let p = id; p !== undefined; p = parent.get(p)) {
      const pf = byId.get(p).callFrame;
      if (!/\/(compiler|runtime)\/(dist|src)\//.test(pf.url) || /node_modules/.test(pf.url)) continue;
      const k = `${pf.functionName || '(anonymous)'} ${bucket(pf.url)}:${path.basename(pf.url)}:${pf.lineNumber + 1}`;
      if (seen.has(k)) continue;
      seen.add(k);
      inclusive.set(k, (inclusive.get(k) ?? 0) + us);
    }
  }
  const sorted = (m) => [...m].sort((a, b) => b[1] - a[1]).slice(0, top);
  process.stdout.write(`\n== ${path.basename(file)}: ${(total / 1000).toFixed(0)} ms sampled (${((prof.endTime - prof.startTime) / 1000).toFixed(0)} ms wall)\n`);
  process.stdout.write('-- self time by package\n');
  for (const [k, v] of sorted(perBucket)) process.stdout.write(`${fmt(v)} ${((100 * v) / total).toFixed(1).padStart(5)}%  ${k}\n`);
  process.stdout.write('-- hottest functions (self)\n');
  for (const [k, v] of sorted(perFn)) process.stdout.write(`${fmt(v)} ${((100 * v) / total).toFixed(1).padStart(5)}%  ${k}\n`);
  process.stdout.write('-- sitegraph functions (self + callees)\n');
  for (const [k, v] of sorted(inclusive)) process.stdout.write(`${fmt(v)} ${((100 * v) / total).toFixed(1).padStart(5)}%  ${k}\n`);
}
