#!/usr/bin/env node
// Where a first search hit's time goes (issue #40), on a built site with local search, in
// Chromium, fresh context per run, all times on the page's own clock from the pointer reaching the
// search button:
// - every request the page made after it (start, end, bytes), grouped into sequential rounds
//   (a request that starts after an earlier one ended is in a later round);
// - the main thread's CPU by what it ran (a sampling profile, self time grouped by script and
//   function), between the pointer and the first hit;
// - the dialog alone: pointer → click → `.DocSearch-Modal` in the DOM, with no query typed.
//
//   node bench/search-breakdown.mjs --site DIR --query TEXT [--follow-up TEXT] [--doc /docs/x] [--runs 3] [--positions]
import path from 'node:path';
import { parseArgs } from 'node:util';
import { waitForHydration } from './lib/browser.mjs';
import { withServedSite } from './lib/search-browser.mjs';
import { installPageClock, readPageClock } from './lib/page-clock.mjs';
import { median } from './lib/weight.mjs';

const REPO = path.resolve(import.meta.dirname, '..');
const CLI = path.join(REPO, 'compiler', 'bin', 'sitegraph.js');
const { values: opt } = parseArgs({
  options: {
    site: { type: 'string' },
    query: { type: 'string' },
    'follow-up': { type: 'string' },
    doc: { type: 'string', default: '/docs/' },
    runs: { type: 'string', default: '3' },
    profile: { type: 'boolean', default: true },
    // Functions also named by where they start in their script (line:column, 0-based): minified
    // names only say which function with the script at hand.
    positions: { type: 'boolean', default: false },
  },
});
if (!opt.site || !opt.query) throw new Error('usage: search-breakdown.mjs --site DIR --query TEXT [--follow-up TEXT] [--doc PATH] [--runs N]');

/** Numbers requests (start, end in ms) by round: 0 when no request had ended when it started, else one more than the latest round of those that had (the length of the chain of waits it may be at the end of). */
export function rounds(requests) {
  const sorted = [...requests].sort((a, b) => a.start - b.start);
  for (const r of sorted) r.round = Math.max(-1, ...sorted.filter((o) => o !== r && o.end <= r.start).map((o) => o.round)) + 1;
  return sorted;
}

/** Self time of a CPU profile's samples between `from` and `to` (µs, the profile's clock), by "script:function". */
function selfTimeBy(profile, from, to) {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const totals = new Map();
  let t = profile.startTime;
  profile.samples.forEach((id, i) => {
    t += profile.timeDeltas[i];
    if (t < from || t > to) return;
    const dt = profile.timeDeltas[i + 1] ?? 0;
    const frame = nodes.get(id).callFrame;
    const script = frame.url ? path.basename(new URL(frame.url, 'http://x').pathname) : '';
    const key = `${script}:${frame.functionName || '(anonymous)'}${opt.positions && frame.url ? `@${frame.lineNumber}:${frame.columnNumber}` : ''}`;
    totals.set(key, (totals.get(key) ?? 0) + dt);
  });
  return totals;
}

/** Prints the main thread's busy time of one window (`totals` from {@link selfTimeBy}, `spanMs` its length) and its top self times. */
function printBusy(label, totals, spanMs) {
  const top = [...totals].filter(([k]) => k !== ':(idle)' && k !== ':(program)').sort((a, b) => b[1] - a[1]).slice(0, 18);
  const busy = [...totals].filter(([k]) => k !== ':(idle)').reduce((a, [, v]) => a + v, 0) / 1000;
  console.log(`  ${label}: main thread busy ${busy.toFixed(0)} ms of ${spanMs.toFixed(0)} (idle ${((totals.get(':(idle)') ?? 0) / 1000).toFixed(0)} ms, program ${((totals.get(':(program)') ?? 0) / 1000).toFixed(0)} ms, GC ${((totals.get(':(garbage collector)') ?? 0) / 1000).toFixed(0)} ms); top self time:`);
  for (const [k, v] of top) console.log(`    ${(v / 1000).toFixed(1).padStart(6)} ms  ${k}`);
}

const summary = { firstHit: [], followUp: [], dialog: [], rounds: [], bytes: [] };
await withServedSite({ out: path.resolve(opt.site), workDir: REPO, cli: CLI }, async (browser, base) => {
  for (let run = 0; run <= Number(opt.runs); run++) {
    // 1. The search, with the network and the CPU recorded.
    const context = await browser.newContext();
    const page = await context.newPage();
    await installPageClock(page, { buttonSelector: '.DocSearch-Button', hitSelector: '.DocSearch-Hit' });
    await page.goto(`${base}${opt.doc}`);
    if (!(await waitForHydration(page))) throw new Error(`${opt.doc} never hydrated`);
    await page.evaluate(() => performance.setResourceTimingBufferSize(10_000));
    const cdp = await context.newCDPSession(page);
    if (opt.profile) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    }
    await page.click('.DocSearch-Button');
    await page.fill('.DocSearch-Input', opt.query);
    await page.waitForSelector('.DocSearch-Hit', { timeout: 60_000 });
    let inputsBefore = null;
    if (opt['follow-up']) {
      inputsBefore = await page.evaluate(() => window.__benchClock.inputs.length);
      const before = await page.evaluate(() => document.querySelector('.DocSearch-Hit a')?.getAttribute('href') ?? null);
      await page.fill('.DocSearch-Input', opt['follow-up']);
      await page.waitForFunction((previous) => {
        const href = document.querySelector('.DocSearch-Hit a')?.getAttribute('href') ?? null;
        return href !== null && href !== previous;
      }, before, { timeout: 60_000, polling: 'raf' });
    }
    const clock = await readPageClock(page, inputsBefore);
    const raw = await page.evaluate(() => ({
      pointer: window.__benchClock.pointer,
      hit: window.__benchClock.hit,
      inputs: window.__benchClock.inputs,
      hits: window.__benchClock.hits,
      now: performance.now(),
      timeOrigin: performance.timeOrigin,
      resources: performance.getEntriesByType('resource').map((e) => ({ name: new URL(e.name).pathname, start: e.startTime, end: e.responseEnd, bytes: e.encodedBodySize })),
    }));
    const requests = rounds(raw.resources.filter((r) => r.start >= raw.pointer - 1 && r.start <= raw.hit).map((r) => ({ ...r, start: r.start - raw.pointer, end: r.end - raw.pointer })));
    const label = run === 0 ? 'warm-up' : `run ${run}`;
    console.log(`\n== ${label}: first hit ${clock.firstHitMs?.toFixed(0)} ms, follow-up ${clock.followUpMs?.toFixed(0) ?? '-'} ms (page clock)`);
    if (raw.inputs.length > 0) console.log(`  query typed (first input event) at ${(raw.inputs[0] - raw.pointer).toFixed(0)} ms`);
    for (const r of requests) console.log(`  round ${r.round}  ${r.start.toFixed(0).padStart(5)} → ${r.end.toFixed(0).padStart(5)} ms  ${String(r.bytes).padStart(8)} B  ${r.name}`);
    if (inputsBefore !== null && raw.inputs.length > inputsBefore) {
      // The follow-up's requests, from its input event to its first hit.
      const typed = raw.inputs[inputsBefore];
      const hit = raw.hits.find(([at]) => at >= typed)?.[0] ?? raw.now;
      const later = rounds(raw.resources.filter((r) => r.start >= typed && r.start <= hit).map((r) => ({ ...r, start: r.start - typed, end: r.end - typed })));
      console.log(`  follow-up: ${(hit - typed).toFixed(0)} ms from its input event`);
      for (const r of later) console.log(`  round ${r.round}  ${r.start.toFixed(0).padStart(5)} → ${r.end.toFixed(0).padStart(5)} ms  ${String(r.bytes).padStart(8)} B  ${r.name}`);
    }
    if (opt.profile) {
      const { profile } = await cdp.send('Profiler.stop');
      // The profile's clock is µs of the same monotonic clock as performance.now() + timeOrigin (both since boot in Chromium); align by the last sample.
      const offsetUs = profile.endTime - raw.now * 1000;
      const totals = selfTimeBy(profile, raw.pointer * 1000 + offsetUs, raw.hit * 1000 + offsetUs);
      printBusy('first hit', totals, raw.hit - raw.pointer);
      if (raw.inputs.length > 0) {
        // What ran before the query was typed: the dialog, the warm-up, and what held up the bench's click and fill.
        const typed = raw.inputs[0];
        printBusy('before the first input event', selfTimeBy(profile, raw.pointer * 1000 + offsetUs, typed * 1000 + offsetUs), typed - raw.pointer);
      }
      if (inputsBefore !== null && raw.inputs.length > inputsBefore) {
        // The follow-up's window: from its input event to its first hit.
        const typed = raw.inputs[inputsBefore];
        const hit = raw.hits.find(([at]) => at >= typed)?.[0] ?? raw.now;
        printBusy('follow-up', selfTimeBy(profile, typed * 1000 + offsetUs, hit * 1000 + offsetUs), hit - typed);
      }
    }
    if (run > 0) {
      summary.firstHit.push(clock.firstHitMs);
      if (clock.followUpMs !== null) summary.followUp.push(clock.followUpMs);
      summary.rounds.push(1 + Math.max(-1, ...requests.map((r) => r.round)));
      summary.bytes.push(requests.reduce((a, r) => a + r.bytes, 0));
    }
    await context.close();

    // 2. The dialog alone: pointer → click → the modal in the DOM, no query.
    const c2 = await browser.newContext();
    const p2 = await c2.newPage();
    await installPageClock(p2, { buttonSelector: '.DocSearch-Button', hitSelector: '.DocSearch-Modal' });
    await p2.goto(`${base}${opt.doc}`);
    if (!(await waitForHydration(p2))) throw new Error(`${opt.doc} never hydrated`);
    await p2.click('.DocSearch-Button');
    await p2.waitForSelector('.DocSearch-Modal', { timeout: 60_000 });
    const dialog = await readPageClock(p2);
    console.log(`  dialog alone (pointer → .DocSearch-Modal): ${dialog.firstHitMs?.toFixed(0)} ms`);
    if (run > 0) summary.dialog.push(dialog.firstHitMs);
    await c2.close();
  }
  const fmt = (xs) => `${Math.round(median(xs))} [${xs.map(Math.round).join(', ')}]`;
  console.log(`\nmedians: first hit ${fmt(summary.firstHit)} ms; follow-up ${summary.followUp.length ? fmt(summary.followUp) : '-'} ms; dialog alone ${fmt(summary.dialog)} ms; request rounds ${fmt(summary.rounds)}; bytes ${fmt(summary.bytes)}`);
});
