#!/usr/bin/env node
// `node bench/i18n.mjs [--runs 3]` (issue #38): the full build (`sitegraph build`, graph, client
// bundle, prerender; cold parse cache: a fresh working folder each run) of the 600-doc tree with
// one locale and of its 3-locale variant (bench/lib/locales-variant.mjs), run alternately, one
// after the other, so both see the same machine load. Prints medians, ranges and their ratio;
// the target is a 3-locale build at most 3.2× the one-locale build.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { makeLocalesVariant } from './lib/locales-variant.mjs';

const REPO = path.resolve(import.meta.dirname, '..');
const CLI = path.join(REPO, 'compiler', 'bin', 'sitegraph.js');
const { values: opt } = parseArgs({
  options: { runs: { type: 'string', default: '3' }, gen: { type: 'string', default: path.resolve(REPO, '..', 'shared', 'bench', 'gen-corpus.mjs') } },
});
const runs = Math.max(1, Number(opt.runs) || 3);
const scratch = mkdtempSync(path.join(os.tmpdir(), 'sitegraph-bench-i18n-'));
const one = path.join(scratch, 'one');
const three = path.join(scratch, 'three');
execFileSync(process.execPath, [opt.gen, '--out', one, '--docs', '600', '--posts', '25', '--seed', '1'], { stdio: 'ignore' });
const translated = makeLocalesVariant(one, three);

/** Milliseconds of one full build of `site` (fresh working folder and output: cold parse cache). */
function build(site, n) {
  const cwd = mkdtempSync(path.join(scratch, 'cwd-'));
  const started = performance.now();
  const r = spawnSync(process.execPath, [CLI, 'build', site, '--out', path.join(cwd, 'out')], { cwd, encoding: 'utf8' });
  const ms = performance.now() - started;
  if (r.status !== 0) throw new Error(`build of ${site} failed (run ${n}):\n${r.stdout}${r.stderr}`);
  rmSync(cwd, { recursive: true, force: true });
  return { ms, said: r.stdout.trim() };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const fmt = (xs) => `${(median(xs) / 1000).toFixed(2)} s [${(Math.min(...xs) / 1000).toFixed(2)}–${(Math.max(...xs) / 1000).toFixed(2)}]`;
// One unmeasured build of each (bundle cache, file system caches), then alternate.
build(one, 0);
build(three, 0);
const a = [];
const b = [];
let said = '';
for (let i = 1; i <= runs; i++) {
  a.push(build(one, i).ms);
  const t = build(three, i);
  b.push(t.ms);
  said = t.said;
  process.stderr.write(`run ${i}: one locale ${(a.at(-1) / 1000).toFixed(2)} s, three locales ${(b.at(-1) / 1000).toFixed(2)} s\n`);
}
const ratios = a.map((x, i) => b[i] / x);
process.stdout.write(
  [
    `600 docs + 25 posts; 3-locale variant: ${translated} translated files (${said})`,
    `full build, one locale:    ${fmt(a)} (median [min–max] of ${runs})`,
    `full build, three locales: ${fmt(b)}`,
    `ratio (pairwise): median ${median(ratios).toFixed(2)}× [${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}], target ≤ 3.2×: ${median(ratios) <= 3.2 ? 'met' : 'not met'}`,
  ].join('\n') + '\n',
);
rmSync(scratch, { recursive: true, force: true });
