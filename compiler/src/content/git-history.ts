import { execFile, spawn } from 'node:child_process';
import { realpathSync } from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from '../diagnostics/index.js';
import type { FileHistory } from './file-history.js';
import { GIT_LOG_FORMAT, GitLogFolder } from './git-log-folder.js';

/** Site-relative paths whose history is wanted (see {@link WantedHistory}, here site-relative). */
export interface HistoryRequest {
  last: readonly string[];
  created: readonly string[];
}

/** History by site-relative path, and the warnings of reading it. */
export interface GitHistory {
  history: Map<string, FileHistory>;
  diagnostics: Diagnostic[];
}

/**
 * Reads the commit history of a site's content files with ONE `git log` process for the whole
 * site (streamed and folded as it arrives, stopped as soon as every wanted fact is known),
 * instead of Docusaurus's one process per file; the per-file results are the same (see
 * {@link GitLogFolder}). The impure edge of last-update data: `compile()` receives the result.
 *
 * Never throws for a missing git, a folder outside any repository or a failing `git log`: the
 * history is then empty (or partial) with one warning, as Docusaurus warns and builds on. A
 * shallow clone gives a warning that dates may be wrong (they are the clone's oldest commit's).
 * Files not committed yet get no entry and no warning.
 *
 * @param siteDir the site folder (any path into the repository)
 */
export async function readGitHistory(siteDir: string, request: HistoryRequest): Promise<GitHistory> {
  if (request.last.length === 0 && request.created.length === 0) return { history: new Map(), diagnostics: [] };
  const root = realpathSync(siteDir);
  const info = await git(root, ['rev-parse', '--show-toplevel', '--is-shallow-repository']);
  if (info.kind === 'missing') return warn('git/not-found', 'Last-update dates need Git, which is not installed: no file has a last-update date.');
  if (info.kind === 'failed') return warn('git/not-a-repository', `The site is not inside a Git repository, so no file has a last-update date (${info.message}).`);
  const [top = root, shallow] = info.stdout.trim().split('\n');
  const diagnostics: Diagnostic[] = [];
  if (shallow === 'true') {
    diagnostics.push({
      level: 'warning',
      code: 'git/shallow-clone',
      message: 'The site is in a shallow Git clone: last-update and first-commit dates may be wrong (fetch the full history, e.g. `git fetch --unshallow` or a CI checkout with fetch-depth 0).',
    });
  }
  const prefix = path.relative(top, root).split(path.sep).join('/');
  const toRepo = (p: string) => (prefix ? `${prefix}/${p}` : p);
  const folder = new GitLogFolder({ last: new Set(request.last.map(toRepo)), created: new Set(request.created.map(toRepo)) });
  const failure = await foldLog(top, prefix || '.', folder);
  if (failure) diagnostics.push({ level: 'warning', code: 'git/log-failed', message: `Reading the Git history failed, so some files have no last-update date: ${failure}` });
  const history = new Map<string, FileHistory>();
  for (const [file, entry] of folder.result()) history.set(prefix ? file.slice(prefix.length + 1) : file, entry);
  return { history, diagnostics };
}

function warn(code: string, message: string): GitHistory {
  return { history: new Map(), diagnostics: [{ level: 'warning', code, message }] };
}

type GitResult = { kind: 'ok'; stdout: string } | { kind: 'missing' } | { kind: 'failed'; message: string };

function git(cwd: string, args: string[]): Promise<GitResult> {
  return new Promise((resolve) => {
    execFile('git', args, { cwd, encoding: 'utf8' }, (error, stdout, stderr) => {
      if (!error) resolve({ kind: 'ok', stdout });
      else if ((error as NodeJS.ErrnoException).code === 'ENOENT') resolve({ kind: 'missing' });
      else resolve({ kind: 'failed', message: (stderr || error.message).trim().split('\n')[0] ?? '' });
    });
  });
}

/**
 * Streams `git log` over `pathspec` into `folder`, killing git once the folder has all it
 * wants. Resolves to an error message when git failed before that, else undefined.
 */
function foldLog(top: string, pathspec: string, folder: GitLogFolder): Promise<string | undefined> {
  const args = ['-c', 'log.showSignature=false', 'log', `--format=${GIT_LOG_FORMAT}`, '-z', '--name-status', '-M', '--no-color', '--', pathspec];
  return new Promise((resolve) => {
    const child = spawn('git', args, { cwd: top, stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    child.stdout.setEncoding('utf8');
    child.stderr.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      if (folder.done) return;
      folder.push(chunk);
      if (folder.done) child.kill();
    });
    child.stderr.on('data', (chunk: string) => (stderr += chunk));
    child.on('error', (error) => resolve(error.message));
    child.on('close', (code) => {
      // A repository without commits yet: every file is uncommitted, which is no error.
      if (code === 0 || folder.done || /does not have any commits/.test(stderr)) resolve(undefined);
      else resolve(stderr.trim().split('\n')[0] || `git log exited with code ${code}`);
    });
  });
}
