// The `--peers` figure of `npm run bench` (issue #36): Docusaurus with `@docusaurus/faster`
// (Rspack, SWC, Lightning CSS) building the same generated tree as sitegraph's full build,
// alternating with it, no caches on either side, and the ratios of wall time, CPU and peak RSS.
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DOCUSAURUS_PACKAGES, DOCUSAURUS_VERSION, installPeers } from './install.mjs';

/**
 * Makes a Docusaurus site of a tree written by `gen-corpus.mjs` in `siteDir`: copies its `docs/`,
 * `blog/` and `sidebars.json`, links `node_modules` to the installed peer, and writes a
 * `docusaurus.config.js` from the tree's `site.json` (title, tagline, url, baseUrl, broken-link
 * options, the docs and blog options the generator set) with `future.experimental_faster`.
 *
 * @param {string} tree the generated tree
 * @param {string} siteDir a folder to create (replaced if present)
 * @param {string} peerDir the folder {@link installPeers} returned
 * @returns {string} `siteDir`
 */
export function docusaurusSiteOf(tree, siteDir, peerDir) {
  const site = JSON.parse(readFileSync(path.join(tree, 'site.json'), 'utf8'));
  const pluginOptions = (name) => site.plugins?.find((p) => p.plugin === name)?.options ?? {};
  const docs = pluginOptions('content-docs');
  const blog = pluginOptions('content-blog');
  rmSync(siteDir, { recursive: true, force: true });
  mkdirSync(siteDir, { recursive: true });
  for (const name of ['docs', 'blog', 'sidebars.json']) {
    if (existsSync(path.join(tree, name))) cpSync(path.join(tree, name), path.join(siteDir, name), { recursive: true });
  }
  symlinkSync(path.join(peerDir, 'node_modules'), path.join(siteDir, 'node_modules'), 'dir');
  writeFileSync(path.join(siteDir, 'package.json'), `${JSON.stringify({ name: 'bench-docusaurus-site', private: true }, null, 2)}\n`);
  const config = {
    title: site.title,
    tagline: site.tagline,
    url: site.url,
    baseUrl: site.baseUrl ?? '/',
    ...(site.trailingSlash === null || site.trailingSlash === undefined ? {} : { trailingSlash: site.trailingSlash }),
    // The generated tree has no home page, and Docusaurus's navbar title links to `/`: every
    // page would be a broken link. Docusaurus still checks every link with 'warn'.
    onBrokenLinks: 'warn',
    onBrokenMarkdownLinks: site.onBrokenMarkdownLinks ?? 'warn',
    i18n: site.i18n ?? { defaultLocale: 'en', locales: ['en'] },
    future: { experimental_faster: true },
    presets: [
      [
        'classic',
        {
          docs: { path: docs.path ?? 'docs', routeBasePath: docs.routeBasePath ?? 'docs', sidebarPath: `./${docs.sidebarPath ?? 'sidebars.json'}` },
          blog: {
            path: blog.path ?? 'blog',
            routeBasePath: blog.routeBasePath ?? 'blog',
            showReadingTime: blog.showReadingTime ?? true,
            onInlineAuthors: blog.onInlineAuthors ?? 'warn',
            onUntruncatedBlogPosts: blog.onUntruncatedBlogPosts ?? 'warn',
          },
        },
      ],
    ],
  };
  writeFileSync(path.join(siteDir, 'docusaurus.config.js'), `// Written by bench/peers/docusaurus.mjs from the tree's site.json.\nmodule.exports = ${JSON.stringify(config, null, 2)};\n`);
  return siteDir;
}

/**
 * The arguments (after `node`) of a Docusaurus build of `siteDir` into `outDir` with the peer
 * installed in `peerDir`, and a function removing its caches (`.docusaurus`, and
 * `node_modules/.cache`, which is the peer's own, shared by the link) before each run.
 */
export function docusaurusBuild(siteDir, outDir, peerDir) {
  const bin = path.join(peerDir, 'node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs');
  return {
    args: [bin, 'build', siteDir, '--out-dir', outDir],
    clearCaches() {
      rmSync(path.join(siteDir, '.docusaurus'), { recursive: true, force: true });
      rmSync(path.join(peerDir, 'node_modules', '.cache'), { recursive: true, force: true });
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}

/**
 * Measures Docusaurus Faster against sitegraph on `tree`: `pairs` pairs of runs, Docusaurus then
 * sitegraph, each without caches (`sitegraphRun` must bundle from scratch and skip the parse
 * cache). `timed` and `node` are the bench's. Returns each side's runs and the medians' ratios
 * (Docusaurus ÷ sitegraph: how many times faster / leaner sitegraph is).
 *
 * @param {{ tree: string, workDir: string, pairs?: number, node: string, timed: Function,
 *   scratch: string, sitegraphRun: () => Promise<{ ms: number, cpuMs: number, rssKB: number }>,
 *   log?: (line: string) => void }} options
 */
export async function measureDocusaurus({ tree, workDir, pairs = 3, node, timed, scratch, sitegraphRun, log = () => {} }) {
  const peerDir = installPeers(`docusaurus-${DOCUSAURUS_VERSION}`, DOCUSAURUS_PACKAGES, { log });
  const siteDir = docusaurusSiteOf(tree, path.join(workDir, 'docusaurus-site'), peerDir);
  const build = docusaurusBuild(siteDir, path.join(workDir, 'docusaurus-out'), peerDir);
  const docusaurus = [];
  const sitegraph = [];
  for (let i = 0; i < pairs; i++) {
    build.clearCaches();
    const r = await timed(node, build.args, { cwd: siteDir, scratch, env: { ...process.env, NODE_ENV: 'production' } });
    if (r.code !== 0) throw new Error(`Docusaurus build failed (exit ${r.code}):\n${(r.stderr || r.stdout).slice(-3000)}`);
    docusaurus.push({ ms: r.ms, cpuMs: r.cpuMs, rssKB: r.rssKB });
    log(`  pair ${i + 1}: Docusaurus ${(r.ms / 1000).toFixed(1)} s, ${Math.round(r.rssKB / 1024)} MB`);
    const s = await sitegraphRun();
    sitegraph.push({ ms: s.ms, cpuMs: s.cpuMs, rssKB: s.rssKB });
    log(`  pair ${i + 1}: sitegraph ${(s.ms / 1000).toFixed(1)} s, ${Math.round(s.rssKB / 1024)} MB`);
  }
  build.clearCaches();
  const med = (runs, key) => {
    const v = runs.map((r) => r[key]).filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
    return v.length ? (v.length % 2 ? v[(v.length - 1) / 2] : (v[v.length / 2 - 1] + v[v.length / 2]) / 2) : null;
  };
  const ratio = (key) => {
    const d = med(docusaurus, key);
    const s = med(sitegraph, key);
    return d && s ? d / s : null;
  };
  return { version: DOCUSAURUS_VERSION, packages: DOCUSAURUS_PACKAGES, pairs, docusaurus, sitegraph, ratios: { wall: ratio('ms'), cpu: ratio('cpuMs'), rss: ratio('rssKB') } };
}

/** The bench table's rows of {@link measureDocusaurus}'s result (`add(figure, value, target, ok)`). */
export function docusaurusRows(peer, add) {
  const fmt = (runs) => {
    const ms = runs.map((r) => r.ms).sort((a, b) => a - b);
    const mid = ms[(ms.length - 1) >> 1];
    const cpu = runs.map((r) => r.cpuMs).sort((a, b) => a - b)[(runs.length - 1) >> 1];
    const rss = runs.map((r) => r.rssKB).sort((a, b) => a - b)[(runs.length - 1) >> 1];
    return `${(mid / 1000).toFixed(1)} s [${(ms[0] / 1000).toFixed(1)}–${(ms.at(-1) / 1000).toFixed(1)}], CPU ${(cpu / 1000).toFixed(1)} s, ${Math.round(rss / 1024)} MB`;
  };
  add(`Docusaurus ${peer.version} + @docusaurus/faster, no caches (${peer.pairs} runs alternating with sitegraph's)`, fmt(peer.docusaurus), 'reference', null);
  add('sitegraph full build, no caches, in the same pairs', fmt(peer.sitegraph), 'reference', null);
  const r = peer.ratios;
  const x = (v) => (v ? `${v.toFixed(1)}×` : 'n/a');
  add('Docusaurus Faster ÷ sitegraph: wall, CPU, peak RSS', `${x(r.wall)} wall, ${x(r.cpu)} CPU, ${x(r.rss)} RSS`, '≥ 7× wall, ≥ 4× RSS', r.wall && r.rss ? r.wall >= 7 && r.rss >= 4 : null);
}
