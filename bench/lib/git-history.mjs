// The `git` figure of `npm run bench` (issue #16): last-update dates for every doc and post of a
// generated tree, read in one `git log` pass, against Docusaurus's one `git log` per file.
import { execFileSync, spawnSync } from 'node:child_process';
import { appendFileSync, cpSync, readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const GIT_ENV = {
  ...process.env,
  GIT_CONFIG_GLOBAL: '/dev/null',
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_AUTHOR_EMAIL: 'bench@example.org',
  GIT_COMMITTER_EMAIL: 'bench@example.org',
};
const AUTHORS = ['Ada Brightwell', 'Bo Chen', 'Cy Dee', 'Dana Ek'];

function git(cwd, args, extraEnv = {}) {
  return execFileSync('git', args, { cwd, env: { ...GIT_ENV, ...extraEnv }, encoding: 'utf8', maxBuffer: 1 << 30 });
}

function markdownFiles(root, rel = '') {
  return readdirSync(path.join(root, rel), { withFileTypes: true }).flatMap((e) => {
    const p = rel ? `${rel}/${e.name}` : e.name;
    return e.isDirectory() ? markdownFiles(root, p) : /\.mdx?$/.test(e.name) ? [p] : [];
  });
}

/**
 * Copies `tree` into `dir` as a Git repository of `commits` commits (deterministic: each edits
 * a few files, every 25th renames one, authors and dates rotate), with `showLastUpdateTime` and
 * `showLastUpdateAuthor` turned on for docs and blog.
 *
 * @returns the number of Markdown files
 */
export function makeHistoryRepo(tree, dir, commits) {
  cpSync(tree, dir, { recursive: true });
  const site = JSON.parse(readFileSync(path.join(dir, 'site.json'), 'utf8'));
  for (const p of site.plugins) if (p.plugin !== 'content-pages') Object.assign((p.options ??= {}), { showLastUpdateTime: true, showLastUpdateAuthor: true });
  writeFileSync(path.join(dir, 'site.json'), JSON.stringify(site, null, 2));
  git(dir, ['init', '-q']);
  let at = Date.UTC(2023, 0, 1) / 1000;
  const commit = (i, message) => {
    at += 3600 * (1 + (i % 7));
    const date = `${at} +0000`;
    const name = AUTHORS[i % AUTHORS.length];
    git(dir, ['add', '-A']);
    git(dir, ['commit', '-q', '-m', message], { GIT_AUTHOR_NAME: name, GIT_COMMITTER_NAME: name, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date });
  };
  commit(0, 'import');
  let files = markdownFiles(dir, 'docs');
  for (let i = 1; i < commits; i++) {
    for (let k = 0; k < 4; k++) appendFileSync(path.join(dir, files[(i * 7919 + k * 104729) % files.length]), `\nEdit ${i}.${k}.\n`);
    if (i % 25 === 0) {
      const from = files[(i * 31) % files.length];
      const to = from.replace(/\.md$/, `-r${i}.md`);
      renameSync(path.join(dir, from), path.join(dir, to));
      files = files.map((f) => (f === from ? to : f));
    }
    commit(i, `edit ${i}`);
  }
  return markdownFiles(dir).length;
}

/**
 * Times reading the history of every doc and post: sitegraph's one pass (`readGitHistory` from
 * the built compiler), and Docusaurus's way, one `git log -1 --format=%ct,%an -- file` process
 * per file, timed on `sample` files and scaled to all.
 */
export async function measureGitHistory(repo, compilerDist, sample = 200) {
  const { readGitHistory, historyRequest } = await import(pathToFileURL(path.join(compilerDist, 'content', 'index.js')).href);
  const { validateSiteConfig } = await import(pathToFileURL(path.join(compilerDist, 'config', 'index.js')).href);
  const files = markdownFiles(repo).map((f) => [f, readFileSync(path.join(repo, f), 'utf8')]);
  const config = validateSiteConfig(JSON.parse(readFileSync(path.join(repo, 'site.json'), 'utf8')), 'site.json');
  const request = historyRequest(config, files);
  const t0 = performance.now();
  const { history, diagnostics } = await readGitHistory(repo, request);
  const onePassMs = performance.now() - t0;
  const picked = request.last.slice(0, sample);
  const t1 = performance.now();
  for (const f of picked) spawnSync('git', ['-c', 'log.showSignature=false', 'log', '--format=RESULT:%ct,%an', '--max-count=1', '--', path.basename(f)], { cwd: path.dirname(path.join(repo, f)), encoding: 'utf8' });
  const perFileMs = ((performance.now() - t1) / picked.length) * request.last.length;
  return { files: request.last.length, dated: [...history.values()].filter((h) => h.lastUpdatedAt !== undefined).length, warnings: diagnostics.map((d) => d.code), onePassMs, perFileMs, sampled: picked.length };
}
