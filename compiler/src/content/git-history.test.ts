import { execFileSync } from 'node:child_process';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDirs } from '../../../fixtures/temp-dirs.js';
import { compile } from '../compile.js';
import { readGitHistory } from './git-history.js';
import { loadSite } from './load-site.js';

const tempDir = tempDirs('sitegraph-git-');

/** Runs git in `cwd` with a fixed identity and commit time (ISO), isolated from the user's config. */
function git(cwd: string, args: string[], at?: string, author = 'Ann Lee'): string {
  const env = {
    ...process.env,
    GIT_CONFIG_GLOBAL: '/dev/null',
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_AUTHOR_NAME: author,
    GIT_AUTHOR_EMAIL: 'a@example.org',
    GIT_COMMITTER_NAME: author,
    GIT_COMMITTER_EMAIL: 'a@example.org',
    ...(at ? { GIT_AUTHOR_DATE: at, GIT_COMMITTER_DATE: at } : {}),
  };
  return execFileSync('git', args, { cwd, env, encoding: 'utf8' });
}

function write(root: string, rel: string, text: string): void {
  mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
  writeFileSync(path.join(root, rel), text);
}

const SITE = {
  title: 'Dates',
  url: 'https://example.org',
  baseUrl: '/',
  plugins: [
    { plugin: 'content-docs', id: 'default', options: { path: 'docs', showLastUpdateTime: true, showLastUpdateAuthor: true } },
    { plugin: 'content-blog', id: 'default', options: { path: 'blog', showLastUpdateTime: true } },
  ],
};

/**
 * A repository whose site lives in `website/`: intro.md committed twice (second by Bob), a doc
 * renamed, an undated post, an uncommitted doc, and a file outside the site changed last.
 */
function makeRepo(): { repo: string; site: string } {
  const repo = tempDir();
  const site = path.join(repo, 'website');
  git(repo, ['init', '-q', '-b', 'main']);
  write(site, 'site.json', JSON.stringify(SITE));
  write(site, 'docs/intro.md', '# Intro\n');
  write(site, 'docs/old-name.md', '# Moved\n');
  write(site, 'blog/undated.md', '---\ntitle: Undated\n---\nText\n');
  git(repo, ['add', '.']);
  git(repo, ['commit', '-qm', 'first'], '2021-03-04T05:06:07Z');
  write(site, 'docs/intro.md', '# Intro\n\nMore.\n');
  git(repo, ['commit', '-qam', 'edit intro'], '2022-01-02T03:04:05Z', 'Bob Stone');
  renameSync(path.join(site, 'docs/old-name.md'), path.join(site, 'docs/new-name.md'));
  git(repo, ['add', '-A']);
  git(repo, ['commit', '-qm', 'rename'], '2023-06-07T08:09:10Z', 'Cy Dee');
  write(repo, 'README.md', 'outside the site\n');
  git(repo, ['add', '.']);
  git(repo, ['commit', '-qm', 'outside'], '2024-01-01T00:00:00Z');
  write(site, 'docs/draft-new.md', '# Not committed\n');
  return { repo, site };
}

describe('readGitHistory', () => {
  it('reads last update (time in ms, seconds precision, author) and first commit through renames, in one pass', async () => {
    const { site } = makeRepo();
    const { history, diagnostics } = await readGitHistory(site, {
      last: ['docs/intro.md', 'docs/new-name.md', 'docs/draft-new.md'],
      created: ['blog/undated.md', 'docs/new-name.md'],
    });
    expect(diagnostics).toEqual([]);
    expect(Object.fromEntries(history)).toEqual({
      'blog/undated.md': { createdAt: Date.parse('2021-03-04T05:06:07Z') },
      'docs/intro.md': { lastUpdatedAt: Date.parse('2022-01-02T03:04:05Z'), lastUpdatedBy: 'Bob Stone' },
      'docs/new-name.md': { lastUpdatedAt: Date.parse('2023-06-07T08:09:10Z'), lastUpdatedBy: 'Cy Dee', createdAt: Date.parse('2021-03-04T05:06:07Z') },
    });
  });

  it('gives no history and one warning outside a repository, and asks nothing of git when nothing is wanted', async () => {
    const dir = tempDir();
    const outside = await readGitHistory(dir, { last: ['docs/a.md'], created: [] });
    expect(outside.history.size).toBe(0);
    expect(outside.diagnostics.map((d) => [d.level, d.code])).toEqual([['warning', 'git/not-a-repository']]);
    expect(await readGitHistory(dir, { last: [], created: [] })).toEqual({ history: new Map(), diagnostics: [] });
  });

  it('gives no history and one warning when git is not installed', async () => {
    const { site } = makeRepo();
    const path0 = process.env.PATH;
    process.env.PATH = tempDir();
    try {
      const { history, diagnostics } = await readGitHistory(site, { last: ['docs/intro.md'], created: [] });
      expect(history.size).toBe(0);
      expect(diagnostics.map((d) => [d.level, d.code])).toEqual([['warning', 'git/not-found']]);
    } finally {
      process.env.PATH = path0;
    }
  });

  it('warns that dates may be wrong in a shallow clone', async () => {
    const { repo } = makeRepo();
    const clone = path.join(tempDir(), 'clone');
    git(repo, ['clone', '-q', '--depth', '1', `file://${repo}`, clone]);
    const { history, diagnostics } = await readGitHistory(path.join(clone, 'website'), { last: ['docs/intro.md'], created: [] });
    expect(diagnostics.map((d) => d.code)).toEqual(['git/shallow-clone']);
    // The clone's only commit stands for every file's history.
    expect(history.get('docs/intro.md')?.lastUpdatedAt).toBe(Date.parse('2024-01-01T00:00:00Z'));
  });

  it('reads nothing and warns nothing in a repository without commits', async () => {
    const repo = tempDir();
    git(repo, ['init', '-q']);
    write(repo, 'docs/a.md', '# A\n');
    expect(await readGitHistory(repo, { last: ['docs/a.md'], created: [] })).toEqual({ history: new Map(), diagnostics: [] });
  });
});

describe('loadSite + compile with Git history', () => {
  it('puts commit dates and authors in the graph, front matter winning, uncommitted files undated', async () => {
    const { site } = makeRepo();
    write(site, 'docs/pinned.md', '---\nlast_update:\n  date: 2020-02-02\n  author: Fm Author\n---\n# Pinned\n');
    const input = await loadSite(site);
    const { graph } = compile(input);
    const docs = (graph.docs.default!.versions as { docs: { id: string; lastUpdatedAt?: number; lastUpdatedBy?: string }[] }[])[0]!.docs;
    const byId = Object.fromEntries(docs.map((d) => [d.id, { at: d.lastUpdatedAt, by: d.lastUpdatedBy }]));
    expect(byId).toEqual({
      'draft-new': { at: undefined, by: undefined },
      intro: { at: Date.parse('2022-01-02T03:04:05Z'), by: 'Bob Stone' },
      'new-name': { at: Date.parse('2023-06-07T08:09:10Z'), by: 'Cy Dee' },
      pinned: { at: Date.UTC(2020, 1, 2), by: 'Fm Author' },
    });
    const post = (graph.blog.default!.posts as { title: string; date: string; lastUpdatedAt?: number }[])[0]!;
    expect(post).toMatchObject({ title: 'Undated', date: '2021-03-04T05:06:07.000Z', lastUpdatedAt: Date.parse('2021-03-04T05:06:07Z') });
    expect(graph.diagnostics.filter((d) => d.code.startsWith('git/') || d.code === 'blog/post-without-date')).toEqual([]);
  });

  it('compiles the same graph from the same input, and a commit that changes no content changes no input file', async () => {
    const { repo, site } = makeRepo();
    const before = await loadSite(site);
    git(repo, ['commit', '-q', '--allow-empty', '-m', 'nothing'], '2025-01-01T00:00:00Z');
    const after = await loadSite(site);
    expect(after.files).toEqual(before.files);
    expect(after.fileHistory).toEqual(before.fileHistory);
    expect(JSON.stringify(compile(after).graph)).toBe(JSON.stringify(compile(before).graph));
  });
});
