#!/usr/bin/env node
// `npm run bench` (issue #6): measures sitegraph on the generated corpus and prints every figure
// beside its target, then writes bench/results/latest.json. See bench/README.md.
//
//   node bench/run.mjs [--quick] [--runs 5] [--warmups 1] [--sizes 600,5000,50000v] [--only floor,cold,warm,full,scale,dev,edit,weight,git,search,large,components,locales]
//                      [--skip-build] [--keep] [--out bench/results/latest.json] [--readme] [--peers]
//
// --peers also measures the peers, installed once into ~/.cache/sitegraph-bench/peers
// (bench/peers/): with the full figure, Docusaurus Faster builds the tree, alternating with
// sitegraph's full build; with the search figure, Pagefind indexes the same builds.
//
// --readme also writes the header and table into README.md, between its `bench:table` markers.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync, statSync, statfsSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { CHROMIUM, launch, measureEdits, measureNextDocNavigation } from './lib/browser.mjs';
import { RSS_SOURCE, TIME_BIN, freePort, pollUntil200, sleep, startServer, timed } from './lib/proc.mjs';
import { firstLoadJs, htmlFileFor, htmlWeights, median } from './lib/weight.mjs';
import { makeHistoryRepo, measureGitHistory } from './lib/git-history.mjs';
import { pageModuleWeight, withComponentImports } from './lib/component-variant.mjs';
import { makeLocalesVariant } from './lib/locales-variant.mjs';
import { makeCorpus, parseSize } from './lib/corpus.mjs';
import { makeLargeDocTree } from './lib/large-doc.mjs';
import { measureImportTime } from './lib/import-time.mjs';
import { measureSearch, searchRows } from './search.mjs';
import { docusaurusRows, measureDocusaurus } from './peers/docusaurus.mjs';

const REPO = path.resolve(import.meta.dirname, '..');
const NODE = process.execPath;
const CLI = path.join(REPO, 'compiler', 'bin', 'sitegraph.js');
const FLOOR = path.join(REPO, 'bench', 'floor.mjs');
const METADATA_FLOOR = path.join(REPO, 'bench', 'metadata-floor.mjs');
const ALL_FIGURES = ['import', 'floor', 'cold', 'warm', 'full', 'scale', 'dev', 'edit', 'weight', 'git', 'search', 'large', 'components', 'locales'];
/** Figures measured once, on no corpus. */
const CORPUS_FREE = new Set(['import', 'large']);
/** Fresh processes of the `import` figure: more than the builds' runs, as each is short and the machine noisy. */
const IMPORT_RUNS = 15;
/** Size of the one document of the `large` figure (issue #13 item 13). */
const LARGE_DOC_BYTES = 1_000_000;
/** Thread counts of the core-scaling figure: 1, 2 and every core the machine offers. */
const SCALE_JOBS = [...new Set([1, 2, os.availableParallelism()])].sort((a, b) => a - b);
/** Pairs of runs of `--peers` (Docusaurus, then sitegraph). */
const PEER_PAIRS = 3;
/** Commits of the generated repository of the `git` figure. */
const GIT_COMMITS = 300;

const { values: opt } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    runs: { type: 'string', default: '5' },
    warmups: { type: 'string', default: '1' },
    sizes: { type: 'string' },
    only: { type: 'string' },
    'skip-build': { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
    readme: { type: 'boolean', default: false },
    // Also measures the peers (full: Docusaurus Faster; search: Pagefind) on the same trees.
    peers: { type: 'boolean', default: false },
    out: { type: 'string', default: path.join(REPO, 'bench', 'results', 'latest.json') },
    gen: { type: 'string', default: path.resolve(REPO, '..', 'shared', 'bench', 'gen-corpus.mjs') },
  },
});
const RUNS = Math.max(1, Number(opt.runs) || 5);
const SIZES = (opt.sizes ?? (opt.quick ? '600' : '600,5000')).split(',').map((text) => {
  const size = parseSize(text);
  if (!size) throw new Error(`--sizes: ${JSON.stringify(text)} is neither a doc count (5000) nor a versioned one divisible by 5 (50000v)`);
  return size;
});
/**
 * Unmeasured runs before each figure's measured ones, by size (`--warmups 1,1,0`: one count per
 * size, or one for all): 0 for sizes where one build takes minutes.
 */
const WARMUPS = (() => {
  const counts = opt.warmups.split(',').map(Number);
  if (!counts.every((n) => Number.isInteger(n) && n >= 0) || (counts.length !== 1 && counts.length !== SIZES.length)) {
    throw new Error(`--warmups: ${JSON.stringify(opt.warmups)} is neither one count nor one per size (${SIZES.length})`);
  }
  return SIZES.map((_, i) => counts[counts.length === 1 ? 0 : i]);
})();
const warmupText = (n) => (n === 0 ? 'no warm-up' : n === 1 ? 'after a warm-up' : `after ${n} warm-ups`);
const AFTER_WARMUPS = new Set(WARMUPS).size <= 1 ? warmupText(WARMUPS[0] ?? 1) : `(${SIZES.map((s, i) => `${s.label}: ${warmupText(WARMUPS[i])}`).join('; ')})`;
/** The warm-up count of the size being measured. */
let sizeWarmups = WARMUPS[0] ?? 1;
const ONLY = new Set(opt.only ? opt.only.split(',') : ALL_FIGURES);
const log = (msg) => process.stderr.write(`[bench ${new Date().toISOString().slice(11, 19)}] ${msg}\n`);
const loadavg = () => readFileSync('/proc/loadavg', 'utf8').trim().split(/\s+/).slice(0, 3).map(Number);

const scratch = mkdtempSync(path.join(os.tmpdir(), 'sitegraph-bench-'));
const mk = (name) => mkdtempSync(path.join(scratch, `${name}-`));
// Folders the runs are done with are moved aside, and deleted only when the bench ends: ext4
// without a journal (this VM's disk) skips inodes freed in the last 1–6 minutes when it
// allocates new ones, and deleting thousands of files between runs made every file a later run
// created cost ≈ 1.5 ms of kernel time (a full build's 1,935 files: 0.15 s → 3 s), so the
// figures measured the file system instead of sitegraph.
const trash = mkdtempSync(path.join(scratch, 'trash-'));
let trashed = 0;
const discard = (dir) => {
  if (existsSync(dir)) renameSync(dir, path.join(trash, String(trashed++)));
};
/** Free bytes of the scratch folder's file system. */
const freeBytes = () => {
  const s = statfsSync(scratch);
  return s.bavail * s.bsize;
};
/**
 * Empties the trash when the disk could not take twice `bytes` more (plus 2 GiB): at 50,000
 * docs each full build leaves 9 GB, and six of them filled this VM's disk (ENOSPC in the last
 * build). Deleting costs the next runs some file-creation time (above), so only then.
 */
const makeRoomFor = (bytes) => {
  if (freeBytes() >= 2 * bytes + 2 * 2 ** 30) return;
  rmSync(trash, { recursive: true, force: true });
  mkdirSync(trash);
  log(`  emptied the trash to make room (${(freeBytes() / 2 ** 30).toFixed(1)} GiB free now): the next run may create files more slowly`);
};
/** The most disk space one full build has taken so far. */
let fullBuildBytes = 0;

// ------------------------------------------------------------------------------------------ setup
// The commit measured, read before the build: commits made while the bench runs change nothing it runs.
const gitRev = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: REPO, encoding: 'utf8' }).stdout.trim();
const dirty = spawnSync('git', ['status', '--porcelain', '--untracked-files=no'], { cwd: REPO, encoding: 'utf8' }).stdout.trim().length > 0;
if (!opt['skip-build']) {
  log('npm run build (compiler)…');
  const r = spawnSync('npm', ['run', 'build'], { cwd: REPO, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
  if (r.status !== 0) {
    process.stderr.write(r.stdout + r.stderr);
    throw new Error('npm run build failed');
  }
}
const help = spawnSync(NODE, [CLI, '--help'], { encoding: 'utf8' });
const helpText = `${help.stdout}${help.stderr}`;
for (const c of ['build', 'serve', 'dev']) {
  if (!new RegExp(`sitegraph ${c}\\b`).test(helpText)) throw new Error(`the sitegraph CLI has no "${c}" command:\n${helpText}`);
}
/** `sitegraph <kind> …args` as a command line. */
const command = (kind, args) => [NODE, [CLI, kind, ...args]];

function stats(xs) {
  const v = xs.filter((x) => typeof x === 'number' && Number.isFinite(x));
  if (v.length === 0) return null;
  return { median: median(v), min: Math.min(...v), max: Math.max(...v), n: v.length };
}

/**
 * Runs `fn` `warmups` times unmeasured (default: the size's count), then RUNS times; `fn` gets the run's
 * index and returns `{ ms, rssKB, … }` or throws. A figure whose warm-up fills a cache it
 * measures passes `warmups: 1` at least.
 */
async function repeated(name, fn, { warmups = sizeWarmups } = {}) {
  const runs = [];
  const la = loadavg();
  for (let i = 0; i < warmups + RUNS; i++) {
    const r = await fn(i);
    const measured = i >= warmups;
    log(`  ${name} ${measured ? `run ${i - warmups + 1}/${RUNS}` : 'warm-up'}: ${r.ms == null ? 'failed' : `${Math.round(r.ms)} ms`}${r.rssKB ? `, ${Math.round(r.rssKB / 1024)} MB` : ''}`);
    if (measured) runs.push(r);
  }
  return { ms: stats(runs.map((r) => r.ms)), cpuMs: stats(runs.map((r) => r.cpuMs)), rssMB: stats(runs.map((r) => (r.rssKB ? r.rssKB / 1024 : null))), loadavgAtStart: la, runs };
}

/** What a run of the CLI keeps for the JSON: time, CPU, peak RSS and the summary line. */
const cliRun = (r) => ({ ms: r.ms, cpuMs: r.cpuMs, rssKB: r.rssKB, said: r.stdout.trim().split('\n').pop() });
/** A floor script's run: its times and the JSON line it printed last. */
const floorRun = (r) => ({ ms: r.ms, cpuMs: r.cpuMs, rssKB: r.rssKB, inner: JSON.parse(r.stdout.trim().split('\n').pop()) });

function mustSucceed(what, r) {
  if (r.code !== 0) throw new Error(`${what} failed (exit ${r.code}):\n${(r.stderr || r.stdout).slice(-3000)}`);
  return r;
}

// ------------------------------------------------------------------------------------------ per size
async function benchSize(size) {
  const { docs } = size;
  const tree = path.join(scratch, `seed1-docs${size.label}-posts25`);
  log(`corpus: ${size.label} docs${size.versioned ? ' (versioned)' : ''} → ${tree}`);
  const gen = makeCorpus(NODE, opt.gen, tree, size);
  const original = (rel) => readFileSync(path.join(tree, rel), 'utf8');
  const res = { docs, label: size.label, versioned: size.versioned, posts: 25, corpus: gen };

  // A graph-only build to learn the routes (and the doc page to measure).
  const probeCwd = mk('probe');
  mustSucceed('graph probe', await timed(NODE, [CLI, 'build', tree, '--out', path.join(probeCwd, 'out'), '--graph-only', '--no-cache'], { cwd: probeCwd, scratch }));
  const graph = JSON.parse(readFileSync(path.join(probeCwd, 'out', 'graph.json'), 'utf8'));
  const version = graph.docs?.default?.versions?.[0];
  const doc = version?.docs.find((d) => d.id === 'intro') ?? [...(version?.docs ?? [])].sort((a, b) => (a.permalink < b.permalink ? -1 : 1))[0];
  if (!doc) throw new Error('no doc in the graph');
  res.docPage = { path: doc.permalink, source: doc.source, routes: graph.routesPaths.length };
  discard(probeCwd);

  if (ONLY.has('floor')) {
    log('floor (remark-parse + remark-mdx + mdast-util-to-hast, one process)…');
    res.floor = await repeated('floor', async () => floorRun(mustSucceed('floor', await timed(NODE, [FLOOR, tree], { cwd: scratch, scratch }))));
  }

  if (ONLY.has('cold')) {
    log('graph cold (build --graph-only --no-cache)…');
    const cwd = mk('cold');
    res.graphCold = await repeated('graph cold', async () => {
      const out = path.join(cwd, 'out');
      discard(out);
      return cliRun(mustSucceed('graph cold', await timed(NODE, [CLI, 'build', tree, '--out', out, '--graph-only', '--no-cache', '--verbose'], { cwd, scratch })));
    });
  }

  // The warm cwd keeps its parse cache; dev (warm) and edit run there too.
  const warmCwd = mk('warm');
  const warmOut = path.join(warmCwd, 'out');
  log('graph warm: filling the cache…');
  const fill = mustSucceed('cache fill', await timed(NODE, [CLI, 'build', tree, '--out', warmOut, '--graph-only', '--verbose'], { cwd: warmCwd, scratch }));
  const cacheDir = path.join(warmCwd, '.sitegraph', 'cache');
  res.cache = { fillMs: fill.ms, said: fill.stdout.trim().split('\n').pop(), dir: existsSync(cacheDir) ? readdirSync(cacheDir) : [] };
  if (ONLY.has('warm')) {
    log('graph warm (build --graph-only, cache filled)…');
    res.graphWarm = await repeated('graph warm', async () => {
      // The output of the previous build stays, as in an ordinary rebuild.
      return cliRun(mustSucceed('graph warm', await timed(NODE, [CLI, 'build', tree, '--out', warmOut, '--graph-only', '--verbose'], { cwd: warmCwd, scratch })));
    });
    // The same, but one doc's body changed before each run (a unique line appended, so no two
    // runs see the same input): what an incremental rebuild costs, beside the no-op above.
    log('graph warm, one doc changed…');
    const changedFile = path.join(tree, doc.source.replace(/^@site\//, ''));
    const text = original(path.relative(tree, changedFile));
    try {
      res.graphWarmOneDoc = await repeated('graph warm, one doc changed', async (i) => {
        writeFileSync(changedFile, `${text}\nBench edit ${i} ${Date.now()}.\n`);
        return cliRun(mustSucceed('graph warm, one doc changed', await timed(NODE, [CLI, 'build', tree, '--out', warmOut, '--graph-only', '--verbose'], { cwd: warmCwd, scratch })));
      });
    } finally {
      writeFileSync(changedFile, text);
    }
    res.graphWarmOneDoc.file = path.relative(tree, changedFile);
    // Back to the unchanged tree's cache and output for the figures that follow (dev, edit).
    mustSucceed('cache refill', await timed(NODE, [CLI, 'build', tree, '--out', warmOut, '--graph-only'], { cwd: warmCwd, scratch }));
  }

  let fullOut = null;
  if (ONLY.has('full') || ONLY.has('weight') || ONLY.has('scale')) {
    log('full build (sitegraph build; fresh cwd each run, so the parse cache is cold)…');
    const keepDir = mk('full-keep');
    // The client/server bundles are reused from the bundle cache (runtime's
    // node_modules/.cache) while the theme and site code are unchanged, as a rebuild on a
    // developer's machine or a CI with that cache restored would; `noBundleCache` measures
    // a build without that cache (SITEGRAPH_BUNDLE_CACHE=0), which for a site with no code of
    // its own, as the bench tree, takes the runtime's prebuilt bundles, and `fromScratch` one
    // that bundles from scratch all the same (SITEGRAPH_PREBUILT=0 too). `parseCacheCwd` runs in a
    // working folder whose parse cache an earlier build filled (a rebuild after a theme or code
    // change: the Markdown is not parsed again); the output folder is fresh every time. Options
    // by name: `repeated` passes each run's index, which a positional flag would take (it did:
    // until session 3 every measured "bundles cached" run bundled from scratch).
    const fullRun = async ({ noBundleCache = false, fromScratch = false, parseCacheCwd = null, jobs = null } = {}) => {
      const cwd = parseCacheCwd ?? mk('full');
      const out = path.join(cwd, 'out');
      const [cmd, args] = command('build', [tree, '--out', out, ...(jobs ? ['--jobs', String(jobs)] : [])]);
      const env = noBundleCache || fromScratch ? { ...process.env, SITEGRAPH_BUNDLE_CACHE: '0', ...(fromScratch ? { SITEGRAPH_PREBUILT: '0' } : {}) } : undefined;
      makeRoomFor(fullBuildBytes);
      const freeBefore = freeBytes();
      const r = mustSucceed('full build', await timed(cmd, args, { cwd, env, scratch }));
      fullBuildBytes = Math.max(fullBuildBytes, freeBefore - freeBytes());
      discard(path.join(keepDir, 'out'));
      renameSync(out, path.join(keepDir, 'out'));
      if (!parseCacheCwd) discard(cwd);
      return cliRun(r);
    };
    if (ONLY.has('full')) {
      res.fullBuild = await repeated('full build', () => fullRun());
      res.fullBuild.perDocMs = stats(res.fullBuild.runs.map((r) => r.ms / docs));
      res.fullBuild.perPageMs = stats(res.fullBuild.runs.map((r) => r.ms / res.docPage.routes));
      log('full build without the bundle cache…');
      res.fullBuildNoBundleCache = await repeated('full build, no bundle cache', () => fullRun({ noBundleCache: true }));
      log('full build bundling from scratch…');
      res.fullBuildFromScratch = await repeated('full build, bundling from scratch', () => fullRun({ fromScratch: true }));
      log('full build with the parse cache filled…');
      const rebuildCwd = mk('full-rebuild');
      // Its warm-up fills the parse cache it measures.
      res.fullBuildParseCache = await repeated('full build, parse cache filled', () => fullRun({ parseCacheCwd: rebuildCwd }), { warmups: Math.max(1, sizeWarmups) });
      discard(rebuildCwd);
    } else if (ONLY.has('weight')) await fullRun();
    if (opt.peers) {
      // Docusaurus Faster on the same tree, alternating with sitegraph's full build; neither
      // side has a cache (fullRun: fresh working folder, bundling from scratch).
      log(`peers: Docusaurus + @docusaurus/faster, alternating with sitegraph (${PEER_PAIRS} pairs)…`);
      res.peers = await measureDocusaurus({ tree, workDir: mk('peers'), pairs: PEER_PAIRS, node: NODE, timed, scratch, log, sitegraphRun: () => fullRun({ noBundleCache: true }) });
    }
    if (ONLY.has('scale')) {
      // The same full build (cold parse cache, bundles cached) with --jobs 1, 2 and all cores.
      res.coreScaling = {};
      for (const jobs of SCALE_JOBS) {
        log(`full build --jobs ${jobs}…`);
        res.coreScaling[jobs] = await repeated(`full build --jobs ${jobs}`, () => fullRun({ jobs }));
      }
    }
    if (existsSync(path.join(keepDir, 'out'))) fullOut = path.join(keepDir, 'out');
  }

  const firstDocUrl = (port) => `http://127.0.0.1:${port}${doc.permalink}`;
  const devStart = async (cwd, extraArgs = []) => {
    const port = await freePort();
    const [cmd, args] = command('dev', [tree, '--port', String(port), ...extraArgs]);
    const server = startServer(cmd, args, { cwd });
    const at = await pollUntil200(firstDocUrl(port), { deadlineMs: 20 * 60_000, gaveUp: server.exited });
    return { server, port, ms: at === null ? null : at - server.started };
  };

  /** Runs `sitegraph dev --verbose` in `cwd` until it logs whether it saved its start snapshot; returns that line. */
  const devSessionUntilSnapshot = async (cwd) => {
    const { server, ms } = await devStart(cwd, ['--verbose']);
    try {
      if (ms === null) return 'the dev server never served its first page';
      const end = performance.now() + 30 * 60_000;
      while (performance.now() < end && !server.exited()) {
        // A start from a snapshot saves none: say so rather than wait.
        const line = server.output().split('\n').find((l) => /start snapshot saved|site restored from the snapshot/.test(l));
        if (line) return line.replace(/ at \d+ ms after process start.*$/, '');
        await sleep(500);
      }
      return 'no line about the start snapshot';
    } finally {
      await server.stop();
    }
  };

  if (ONLY.has('dev')) {
    // What a start without saved state cannot skip (every doc's front matter), beside the starts.
    log('metadata floor (list + read + front matter, one process)…');
    res.metadataFloor = await repeated('metadata floor', async () => floorRun(mustSucceed('metadata floor', await timed(NODE, [METADATA_FLOOR, tree], { cwd: scratch, scratch }))));
    log('dev start → first doc page 200 (sitegraph dev)…');
    res.devStartCold = await repeated('dev start (cold cwd)', async () => {
      const cwd = mk('dev');
      const { server, ms } = await devStart(cwd);
      const stopped = await server.stop();
      discard(cwd);
      if (ms === null) throw new Error(`dev server never served ${doc.permalink}:\n${stopped.output.slice(-3000)}`);
      return { ms, rssKB: stopped.peakKB };
    });
    /** Removes the start snapshots in `cwd`'s cache: a session saves one right after its first page, so a start measured "with caches filled" could otherwise come from the previous run's. */
    const dropSnapshots = (cwd) => {
      const cache = path.join(cwd, '.sitegraph', 'cache');
      if (!existsSync(cache)) return;
      for (const site of readdirSync(cache)) {
        const dir = path.join(cache, site);
        if (!statSync(dir).isDirectory()) continue;
        for (const f of readdirSync(dir)) if (/^dev-snapshot-v\d+\.bin$/.test(f)) rmSync(path.join(dir, f));
      }
    };
    const warmStart = async ({ fromSnapshot = false } = {}) => {
      if (!fromSnapshot) dropSnapshots(warmCwd);
      const { server, ms } = await devStart(warmCwd);
      const stopped = await server.stop();
      if (ms === null) throw new Error(`dev server never served ${doc.permalink}:\n${stopped.output.slice(-3000)}`);
      return { ms, rssKB: stopped.peakKB };
    };
    res.devStartWarm = await repeated('dev start (cache filled)', () => warmStart());
    // The starts above stop at the first page, and their snapshots were dropped: one session runs
    // until it saved one, then the starts are measured again.
    log('dev session until its start snapshot is saved…');
    dropSnapshots(warmCwd);
    const saved = await devSessionUntilSnapshot(warmCwd);
    log(`  ${saved}`);
    if (saved.startsWith('dev: start snapshot saved')) res.devStartSnapshot = await repeated('dev start (start snapshot)', () => warmStart({ fromSnapshot: true }));
  }

  if (ONLY.has('edit')) {
    log('edit in dev → open page updated…');
    const { server, port, ms } = await devStart(warmCwd);
    const docFile = path.join(tree, doc.source.replace(/^@site\//, ''));
    let browser;
    try {
      if (ms === null) throw new Error(`dev server never served ${doc.permalink}:\n${server.output().slice(-3000)}`);
      browser = await launch();
      const edits = await measureEdits(browser, `http://127.0.0.1:${port}`, doc.permalink, docFile, original(path.relative(tree, docFile)), RUNS, [warmCwd, tree]);
      const measured = edits.runs.filter((r) => !r.warmup);
      res.edit = {
        file: path.relative(tree, docFile),
        hydrated: edits.hydrated,
        ms: stats(measured.map((r) => r.ms)),
        diskMs: stats(measured.map((r) => r.diskMs)),
        reloads: measured.filter((r) => r.reloaded).length,
        loadavgAtStart: loadavg(),
        runs: edits.runs,
      };
      for (const r of edits.runs) log(`  edit ${r.warmup ? 'warm-up' : 'run'}: ${r.ms == null ? 'not seen' : `${Math.round(r.ms)} ms`}${r.diskMs != null ? `, file written after ${Math.round(r.diskMs)} ms` : ''}${r.reloaded ? ' (page reloaded)' : ''}`);
    } finally {
      await browser?.close();
      const stopped = await server.stop();
      if (res.edit) res.edit.devServerPeakRssMB = stopped.peakKB / 1024;
    }
  }

  if (ONLY.has('weight') && fullOut) {
    log('page weight…');
    const docHtml = htmlFileFor(fullOut, doc.permalink);
    const baseUrl = graph.site?.baseUrl ?? '/';
    const weight = { docPage: doc.permalink, docHtml: docHtml && path.relative(fullOut, docHtml) };
    if (docHtml) weight.docJs = firstLoadJs(fullOut, docHtml, baseUrl);
    weight.html = htmlWeights(fullOut, `${(version?.path ?? '/docs').replace(/^\/+/, '')}/`);
    const port = await freePort();
    const [cmd, args] = command('serve', [fullOut, '--port', String(port)]);
    const server = startServer(cmd, args, { cwd: scratch });
    let browser;
    try {
      const up = await pollUntil200(firstDocUrl(port), { deadlineMs: 120_000, gaveUp: server.exited });
      if (up === null) throw new Error(`serve never answered:\n${server.output().slice(-3000)}`);
      browser = await launch();
      weight.nextDoc = await measureNextDocNavigation(browser, `http://127.0.0.1:${port}`, doc.permalink);
    } catch (e) {
      weight.nextDoc = { error: String(e?.message ?? e).slice(0, 2000) };
    } finally {
      await browser?.close();
      await server.stop();
    }
    res.weight = weight;
  }
  if (ONLY.has('git')) {
    log(`git history (${GIT_COMMITS} commits)…`);
    const repo = path.join(mk('git'), 'site');
    const made = await timed(NODE, ['-e', `import(${JSON.stringify(path.join(REPO, 'bench', 'lib', 'git-history.mjs'))}).then((m) => console.log(m.makeHistoryRepo(${JSON.stringify(tree)}, ${JSON.stringify(repo)}, ${GIT_COMMITS})))`], { cwd: scratch, scratch });
    mustSucceed('git repository', made);
    res.gitHistory = await repeated('git history', async () => {
      const m = await measureGitHistory(repo, path.join(REPO, 'compiler', 'dist'));
      return { ms: m.onePassMs, perFileMs: m.perFileMs, files: m.files, dated: m.dated, warnings: m.warnings };
    });
    res.gitHistory.perFileMs = stats(res.gitHistory.runs.map((r) => r.perFileMs));
  }
  if (ONLY.has('components') && !size.versioned) {
    log('component variant (a fifth of the docs import a site component): full build…');
    const variant = path.join(mk('components'), 'tree');
    const changed = withComponentImports(tree, variant);
    let lastOut = null;
    res.components = await repeated('full build, component variant', async () => {
      const cwd = mk('components-run');
      const out = path.join(cwd, 'out');
      const [cmd, args] = command('build', [variant, '--out', out]);
      const r = mustSucceed('component variant build', await timed(cmd, args, { cwd, scratch }));
      if (lastOut) discard(path.dirname(lastOut));
      lastOut = out;
      return cliRun(r);
    });
    res.components.pages = changed.length;
    res.components.pageJs = pageModuleWeight(lastOut, changed[0]);
    discard(path.dirname(lastOut));
  }
  if (ONLY.has('locales') && !size.versioned) {
    // Issue #38: every locale built; the ratio to the one-locale full build above is the figure.
    log('3-locale variant (en, fr, ar: translated docs, posts and pages): full build…');
    const variant = path.join(mk('locales'), 'tree');
    const translated = makeLocalesVariant(tree, variant);
    res.locales = await repeated('full build, 3 locales', async () => {
      const cwd = mk('locales-run');
      const [cmd, args] = command('build', [variant, '--out', path.join(cwd, 'out')]);
      const r = mustSucceed('3-locale build', await timed(cmd, args, { cwd, scratch }));
      discard(cwd);
      return cliRun(r);
    });
    res.locales.translated = translated;
  }
  if (ONLY.has('search')) {
    log('search (index size, load, latency, relevance)…');
    // The docs' HTML comes from the full build above when one ran, else from a full build of its own.
    res.search = await measureSearch({ tree, workDir: mk('search'), runs: RUNS, fullOut, peers: opt.peers, log });
  }
  if (fullOut && opt.keep) res.fullOut = fullOut;
  return res;
}

/**
 * The `large` figure (issue #13 item 13): one 1 MB document, the parse floor against a cold
 * graph-only build of the same tree. Independent of `--sizes`.
 */
async function benchLargeDoc() {
  const tree = path.join(scratch, 'large-doc');
  const made = makeLargeDocTree(tree, LARGE_DOC_BYTES);
  log(`large document: ${made.bytes} bytes, ${made.items} list items → ${tree}`);
  const floor = await repeated('large doc floor', async () => {
    const r = mustSucceed('large doc floor', await timed(NODE, [FLOOR, tree], { cwd: scratch, scratch }));
    return { ms: r.ms, cpuMs: r.cpuMs, rssKB: r.rssKB };
  });
  const cwd = mk('large-cold');
  const build = await repeated('large doc graph cold', async () => {
    const out = path.join(cwd, 'out');
    discard(out);
    return cliRun(mustSucceed('large doc graph cold', await timed(NODE, [CLI, 'build', tree, '--out', out, '--graph-only', '--no-cache'], { cwd, scratch })));
  });
  return { ...made, floor, build };
}

// ------------------------------------------------------------------------------------------ report
const KB = 1024;
const fmtMs = (s) => (s ? (s.median >= 10_000 ? `${(s.median / 1000).toFixed(1)} s` : s.median >= 1000 ? `${(s.median / 1000).toFixed(2)} s` : `${Math.round(s.median)} ms`) : 'n/a');
const fmtRange = (s, unit = 'ms') => {
  if (!s || s.n < 2) return '';
  const f = (x) => (unit === 'ms' ? (x >= 1000 ? (x / 1000).toFixed(2) : (x / 1000).toFixed(3)) : Math.round(x));
  return ` [${f(s.min)}–${f(s.max)}${unit === 'ms' ? ' s' : ` ${unit}`}]`;
};
const fmtKB = (b) => (b == null ? 'n/a' : `${(b / KB).toFixed(1)} KB`);
const fmtCpu = (f) => (f?.cpuMs ? `, CPU ${(f.cpuMs.median / 1000).toFixed(1)} s` : '');
/** A timed figure: median time [range], CPU. */
const fmtTimed = (f) => `${fmtMs(f.ms)}${fmtRange(f.ms)}${fmtCpu(f)}`;
/** The same, then the median peak RSS. */
const fmtTimedRss = (f) => `${fmtTimed(f)}, ${Math.round(f.rssMB?.median ?? 0)} MB`;
const mark = (ok) => (ok === null || ok === undefined ? '—' : ok ? 'pass' : 'FAIL');

function rows(results) {
  const small = results.find((r) => r.docs === 600 && !r.versioned) ?? results[0];
  const out = [];
  const add = (figure, size, value, target, ok) => out.push({ figure, size, value, target, ok });
  for (const r of results) {
    const n = `${r.label ?? r.docs} docs`;
    if (r.floor) add('floor: read + parse (remark-parse + remark-mdx + to-hast), 1 process', n, fmtTimedRss(r.floor), 'reference', null);
    if (r.graphCold) {
      const ratio = r.floor ? r.graphCold.ms.median / r.floor.ms.median : null;
      // Issue #15: ≤ 1.3× the one-thread floor per core used. Below 1,000 bodies (the 600-doc
      // tree) one thread compiles the Markdown; from 1,000 on, a worker per core does
      // (`markdownThreads`), so the limit is the floor's 1.3× divided by the cores.
      const cores = r.docs < 1000 ? 1 : Math.min(os.availableParallelism(), 8);
      const limit = 1.3 / cores;
      add('graph cold: build --graph-only --no-cache', n, `${fmtTimedRss(r.graphCold)}${ratio ? ` (${ratio.toFixed(2)}× floor)` : ''}`, `≤ ${limit.toFixed(2)}× floor (1.3× per core used, ${cores} used)`, ratio === null ? null : ratio <= limit);
    }
    if (r.graphWarm) {
      const ratio = r.graphCold ? r.graphWarm.ms.median / r.graphCold.ms.median : null;
      add('graph warm: same, parse cache filled, nothing changed (up-to-date check)', n, `${fmtTimedRss(r.graphWarm)}${ratio ? ` (${ratio.toFixed(2)}× cold)` : ''}`, '≤ 0.1× cold', ratio === null ? null : ratio <= 0.1);
    }
    if (r.graphWarmOneDoc) {
      const w = r.graphWarmOneDoc;
      const ratio = r.graphCold ? w.ms.median / r.graphCold.ms.median : null;
      add('graph warm, one doc changed: same, one doc\'s body edited before each run', n, `${fmtTimedRss(w)}${ratio ? ` (${ratio.toFixed(2)}× cold)` : ''}`, 'reference', null);
    }
    if (r.locales?.ms) {
      const ratio = r.fullBuild?.ms ? r.locales.ms.median / r.fullBuild.ms.median : null;
      add('full build, 3 locales (en, fr, ar)', n, `${fmtTimedRss(r.locales)}${ratio ? ` (${ratio.toFixed(2)}× one locale)` : ''}`, '≤ 3.2× the one-locale full build', ratio === null ? null : ratio <= 3.2);
    }
    if (r.components?.ms) {
      const c = r.components;
      add(`full build, ${c.pages} docs importing a site component`, n, fmtTimedRss(c), 'reference', null);
      const js = c.pageJs;
      if (js) add('JS a page with a component loads beyond one without (gzip)', n, `${(js.totalGzipBytes / 1024).toFixed(1)} KB, of which the component ${(js.componentGzipBytes / 1024).toFixed(1)} KB`, '≤ 5 KB over the component', js.overheadGzipBytes <= 5 * 1024);
    }
    if (r.fullBuild?.ms) {
      const f = r.fullBuild;
      if (r.docs === 600 || r === small) {
        add('full build: graph + client bundle + prerender', n, fmtTimed(f), '≤ 4 s (600 docs)', r.docs === 600 ? f.ms.median <= 4000 : null);
        add('full build peak RSS', n, `${Math.round(f.rssMB.median)} MB [${Math.round(f.rssMB.min)}–${Math.round(f.rssMB.max)}]`, '≤ 250 MB', r.docs === 600 ? f.rssMB.median <= 250 : null);
        add('full build time per page (routes)', n, `${f.perPageMs.median.toFixed(2)} ms (${r.docPage.routes} pages)`, 'reference for the larger sizes', null);
        const nc = r.fullBuildNoBundleCache;
        if (nc?.ms) add('full build, no bundle cache (SITEGRAPH_BUNDLE_CACHE=0; a site with no code of its own takes the prebuilt bundles)', n, fmtTimedRss(nc), 'reference', null);
        const fs = r.fullBuildFromScratch;
        if (fs?.ms) add('full build, bundling from scratch (SITEGRAPH_BUNDLE_CACHE=0 SITEGRAPH_PREBUILT=0)', n, fmtTimedRss(fs), 'reference', null);
        const pc = r.fullBuildParseCache;
        if (pc?.ms) add('full build, parse cache filled (rebuild; Markdown not parsed)', n, fmtTimedRss(pc), 'reference (≤ 5 s, ≤ 300 MB)', null);
      } else {
        const ref = small.fullBuild?.perPageMs?.median;
        const ratio = ref ? f.perPageMs.median / ref : null;
        const big = r.docs >= 50_000;
        add('full build', n, fmtTimed(f), big ? '≤ 8 min' : 'linear', big ? f.ms.median <= 8 * 60_000 : null);
        add('full build time per page (routes)', n, `${f.perPageMs.median.toFixed(2)} ms (${r.docPage.routes} pages)${ratio ? `, ${ratio.toFixed(2)}× ${small.label ?? small.docs}` : ''}`, `≤ 1.2× the ${small.label ?? small.docs}-doc figure`, ratio === null ? null : ratio <= 1.2);
        const limitMB = big ? 1536 : 1024;
        add('full build peak RSS', n, `${Math.round(f.rssMB.median)} MB [${Math.round(f.rssMB.min)}–${Math.round(f.rssMB.max)}]`, big ? '≤ 1.5 GB' : '≤ 1 GB', f.rssMB.median <= limitMB);
      }
    }
    if (r.peers) docusaurusRows(r.peers, (figure, value, target, ok) => add(figure, n, value, target, ok));
    if (r.coreScaling) {
      const one = r.coreScaling[1]?.ms?.median;
      for (const [jobs, f] of Object.entries(r.coreScaling)) {
        const speedUp = one && f.ms ? one / f.ms.median : null;
        add(`full build --jobs ${jobs}${Number(jobs) === os.availableParallelism() ? ' (all cores)' : ''}`, n, `${fmtTimedRss(f)}${speedUp && Number(jobs) > 1 ? `, ${speedUp.toFixed(2)}× --jobs 1` : ''}`, 'reference: speed-up', null);
      }
    }
    // Issue #15: ≤ 2 s on the 50,000-doc tree; ≤ 1 s on the smaller ones (issue #6).
    const devLimit = r.docs >= 50_000 ? 2000 : 1000;
    if (r.metadataFloor) add('metadata floor: list + read + front matter of every doc, 1 process (no parse, no server)', n, fmtTimedRss(r.metadataFloor), 'reference: the least a start without a snapshot does', null);
    // Starts without a snapshot against the metadata floor: a ratio that moves less with the machine's state than the times.
    const overFloor = (f) => (f.ms && r.metadataFloor?.ms ? ` (${(f.ms.median / r.metadataFloor.ms.median).toFixed(2)}× metadata floor)` : '');
    if (r.devStartCold) add('dev start → first doc page 200, empty cache', n, `${fmtMs(r.devStartCold.ms)}${fmtRange(r.devStartCold.ms)}${overFloor(r.devStartCold)}`, `≤ ${devLimit / 1000} s`, r.devStartCold.ms ? r.devStartCold.ms.median <= devLimit : false);
    if (r.devStartWarm) add('dev start → first doc page 200, cache filled', n, `${fmtMs(r.devStartWarm.ms)}${fmtRange(r.devStartWarm.ms)}${overFloor(r.devStartWarm)}`, `≤ ${devLimit / 1000} s`, r.devStartWarm.ms ? r.devStartWarm.ms.median <= devLimit : false);
    if (r.devStartSnapshot) add('dev start → first doc page 200, from the start snapshot', n, `${fmtMs(r.devStartSnapshot.ms)}${fmtRange(r.devStartSnapshot.ms)}`, `≤ ${devLimit / 1000} s`, r.devStartSnapshot.ms ? r.devStartSnapshot.ms.median <= devLimit : false);
    if (r.edit) {
      add('edit one doc → open page shows it', n, r.edit.ms ? `${Math.round(r.edit.ms.median)} ms [${Math.round(r.edit.ms.min)}–${Math.round(r.edit.ms.max)}]${r.edit.reloads ? `, ${r.edit.reloads} reloads` : ''}` : 'not seen', '≤ 50 ms', r.edit.ms ? r.edit.ms.median <= 50 : false);
      add('edit one doc → chunk/data file rewritten on disk', n, r.edit.diskMs ? `${Math.round(r.edit.diskMs.median)} ms` : 'no file written (in memory)', 'reference', null);
    }
    if (r.gitHistory?.ms) {
      const g = r.gitHistory;
      const last = g.runs.at(-1);
      add(
        `last-update dates from Git (${last.files} files, ${GIT_COMMITS} commits): one git log pass`,
        n,
        `${fmtMs(g.ms)}${fmtRange(g.ms)}, ${last.dated} dated${last.warnings.length ? `, warnings ${last.warnings.join(' ')}` : ''}`,
        'seconds at 50,000 files',
        null,
      );
      add('  the same, one git log per file (Docusaurus 3.7.0), scaled from 200 files', n, fmtMs(g.perFileMs), 'reference', null);
    }
    if (r.weight) {
      const w = r.weight;
      if (w.docJs) {
        const ref = small.weight?.docJs?.total.gzip;
        const same = r === small ? null : w.docJs.total.gzip === ref;
        add(`doc page first-load JS (${w.docJs.files.length} file(s) referenced)`, n, `${fmtKB(w.docJs.total.raw)} raw, ${fmtKB(w.docJs.total.gzip)} gzip`, r === small ? '≤ 85 KB gzip' : `≤ 85 KB gzip, = ${small.docs}`, w.docJs.total.gzip <= 85 * KB && (same ?? true));
      }
      if (w.html?.all) {
        const h = w.html.all;
        add(`HTML per page (${h.pages} pages) median / max`, n, `${fmtKB(h.raw.median)} / ${fmtKB(h.raw.max)} raw, ${fmtKB(h.gzip.median)} / ${fmtKB(h.gzip.max)} gzip`, '≤ 15 KB gzip', h.gzip.max <= 15 * KB);
      }
      if (w.nextDoc) {
        const nd = w.nextDoc;
        if (nd.error) add('next-doc navigation: bytes fetched', n, `error: ${nd.error.split('\n')[0]}`, '≤ 10 KB', false);
        else {
          const nav = nd.navigation;
          add(
            `next-doc navigation: bytes the router fetched (${nav.requests.length} request(s))${nd.clientSide ? '' : ', FULL RELOAD'}`,
            n,
            `${fmtKB(nav.gzip)} gzip (${fmtKB(nav.raw)} raw, as sitegraph serve sends it)`,
            '≤ 10 KB',
            nd.clientSide && nav.gzip <= 10 * KB,
          );
          add(`next-doc navigation: speculative prefetches meanwhile (${nd.prefetch.requests.length})`, n, `${fmtKB(nd.prefetch.gzip)} gzip (${fmtKB(nd.prefetch.raw)} raw)`, 'reference', null);
        }
      }
    }
    if (r.search) out.push(...searchRows(r.search, r.docs, n));
  }
  return out;
}

/** The row of the `import` figure. */
function importRows(imp) {
  if (!imp) return [];
  const ms = stats(imp.ms);
  const cpu = stats(imp.cpuMs);
  return [
    {
      figure: `import @sitegraph/compiler: \`await import\` in a fresh process (${imp.ms.length} processes)`,
      size: '—',
      value: `${Math.round(ms.median)} ms [${Math.round(ms.min)}–${Math.round(ms.max)}], CPU ${Math.round(cpu.median)} ms`,
      target: '≤ 300 ms',
      ok: ms.median <= 300,
    },
  ];
}

/** The rows of the `large` figure. */
function largeDocRows(large) {
  if (!large) return [];
  const label = `1 doc, ${(large.bytes / 1e6).toFixed(1)} MB`;
  const ratio = large.floor.ms && large.build.ms ? large.build.ms.median / large.floor.ms.median : null;
  const cpuRatio = large.floor.cpuMs && large.build.cpuMs ? large.build.cpuMs.median / large.floor.cpuMs.median : null;
  return [
    { figure: `large document floor: read + parse (${large.items} list items), 1 process`, size: label, value: fmtTimedRss(large.floor), target: 'reference', ok: null },
    {
      figure: 'large document: build --graph-only --no-cache',
      size: label,
      value: `${fmtTimedRss(large.build)}${ratio ? ` (${ratio.toFixed(2)}× floor${cpuRatio ? `, CPU ${cpuRatio.toFixed(2)}×` : ''})` : ''}`,
      target: '≤ 1.5× floor',
      ok: ratio === null ? null : ratio <= 1.5,
    },
  ];
}

function table(list) {
  const lines = ['| figure | corpus | measured: median [min–max] | target | |', '| --- | --- | --- | --- | --- |'];
  for (const r of list) lines.push(`| ${r.figure} | ${r.size} | ${r.value} | ${r.target} | ${mark(r.ok)} |`);
  return lines.join('\n');
}

// ------------------------------------------------------------------------------------------ main
const started = new Date();
const la0 = loadavg();
log(`scratch ${scratch}; sizes ${SIZES.map((s) => s.label).join(', ')}; ${RUNS} runs ${AFTER_WARMUPS}; load average ${la0.join(' ')}`);
log(`RSS: ${RSS_SOURCE}`);
const results = [];
let largeDoc = null;
let importTime = null;
let failure = null;
try {
  if (ONLY.has('import')) {
    log('import @sitegraph/compiler, fresh processes…');
    importTime = measureImportTime({ node: NODE, cwd: REPO, runs: IMPORT_RUNS, warmups: 1, log });
  }
  // `--only large` and `--only import` need no corpus.
  if ([...ONLY].some((f) => !CORPUS_FREE.has(f))) {
    for (const [i, size] of SIZES.entries()) {
      sizeWarmups = WARMUPS[i];
      results.push(await benchSize(size));
    }
  }
  if (ONLY.has('large')) largeDoc = await benchLargeDoc();
} catch (e) {
  failure = e;
  log(`FAILED: ${e?.stack ?? e}`);
} finally {
  if (!opt.keep) rmSync(scratch, { recursive: true, force: true });
}
const la1 = loadavg();
const list = [...importRows(importTime), ...rows(results), ...largeDocRows(largeDoc)];
const header = [
  `sitegraph bench — ${started.toISOString()} — commit ${gitRev}${dirty ? ' + uncommitted changes in the work tree' : ''}`,
  `machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB, Node ${process.version}; load average ${la0.join(' ')} at start, ${la1.join(' ')} at end`,
  `${RUNS} runs ${AFTER_WARMUPS}; times are wall clock from spawn to exit (or to the first 200 / the DOM update), median [min–max]; CPU = user + system time of the command (both cores)`,
  `peak RSS: ${RSS_SOURCE}; dev/serve servers: /proc polling of their process tree`,
];
process.stdout.write(`\n${header.join('\n')}\n\n${table(list)}\n\n`);
if (opt.readme && !failure) {
  writeReadmeTable(path.join(REPO, 'README.md'), `\`npm run bench -- ${process.argv.slice(2).join(' ')}\`:\n\n${header.map((line) => `- ${line}`).join('\n')}\n\n${table(list)}`);
  log('wrote the table into README.md');
}
mkdirSync(path.dirname(opt.out), { recursive: true });
writeFileSync(
  opt.out,
  `${JSON.stringify(
    {
      startedAt: started.toISOString(),
      finishedAt: new Date().toISOString(),
      commit: gitRev,
      workTreeModified: dirty,
      machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, memGiB: os.totalmem() / 2 ** 30, node: process.version, loadavgStart: la0, loadavgEnd: la1 },
      runs: RUNS,
      rssSource: RSS_SOURCE,
      timeBinary: TIME_BIN,
      chromium: CHROMIUM,
      table: list,
      results,
      largeDoc,
      importTime,
      error: failure ? String(failure?.stack ?? failure) : null,
    },
    null,
    2,
  )}\n`,
);
log(`wrote ${path.relative(process.cwd(), opt.out)}`);
if (failure) process.exitCode = 1;

/**
 * Replaces what README.md holds between `<!-- bench:table:start -->` and `<!-- bench:table:end -->`
 * with `text`. Throws when the markers are missing, rather than adding a table somewhere else.
 */
function writeReadmeTable(file, text) {
  const readme = readFileSync(file, 'utf8');
  const start = '<!-- bench:table:start -->';
  const end = '<!-- bench:table:end -->';
  const from = readme.indexOf(start);
  const to = readme.indexOf(end);
  if (from < 0 || to < from) throw new Error(`${file}: no ${start} … ${end} markers to write the table between`);
  writeFileSync(file, `${readme.slice(0, from + start.length)}\n${text}\n${readme.slice(to)}`);
}
