import type { FileHistory } from './file-history.js';

/** Start of a commit header in the log format {@link GIT_LOG_FORMAT} asks for. */
const RECORD = '\x1e';
const FIELD = '\x1f';

/**
 * The `git log --format` that {@link GitLogFolder} reads: record separator, commit time in
 * seconds, unit separator, author name. Used with `-z --name-status -M`, so each commit is its
 * header then `STATUS\0path\0` (two paths for renames and copies), NUL-separated.
 */
export const GIT_LOG_FORMAT = '%x1e%ct%x1f%an';

/** Which facts the caller needs; the fold ends early once every wanted fact is known. */
export interface WantedHistory {
  /** Last commit time and author of every file (docs and posts with `showLastUpdate*`). */
  last: ReadonlySet<string>;
  /** Date of the commit that added the file, following renames (undated blog posts). */
  created: ReadonlySet<string>;
}

/**
 * Folds the output of one `git log` over the whole site, newest commit first, into per-file
 * history with Docusaurus 3.7.0's per-file semantics (`getFileCommitDate`), in one pass:
 * - last update: the first commit (in log order) whose change touches the file's current path
 *   (Docusaurus's `git log --max-count=1 -- file`; a rename commit touches the new path);
 * - created: the newest commit that added the file under the name it had then, following
 *   renames backwards (Docusaurus's `git log --follow --diff-filter=A --max-count=1`).
 *
 * Feed text with {@link push} in any chunking; paths are relative to the repository root.
 * Malformed input (a status without its paths at the end) is ignored, never thrown.
 */
export class GitLogFolder {
  private readonly history = new Map<string, FileHistory>();
  private readonly pendingLast: Set<string>;
  private readonly pendingCreated: Set<string>;
  /** For each path name being followed backwards, the current files that descend from it. */
  private readonly followed = new Map<string, string[]>();
  private rest = '';
  private commit: { at: number; by: string } | undefined;
  /** Status of the change being read and the paths it still expects. */
  private status = '';
  private paths: string[] = [];
  private expected = 0;

  constructor(wanted: WantedHistory) {
    this.pendingLast = new Set(wanted.last);
    this.pendingCreated = new Set(wanted.created);
    for (const file of wanted.created) this.followed.set(file, [file]);
  }

  /** True once every wanted fact has been found: the caller may stop reading the log. */
  get done(): boolean {
    return this.pendingLast.size === 0 && this.pendingCreated.size === 0;
  }

  /** Reads the next chunk of log output. */
  push(chunk: string): void {
    const tokens = (this.rest + chunk).split('\0');
    this.rest = tokens.pop() ?? '';
    for (const token of tokens) {
      if (this.done) return;
      this.token(token);
    }
  }

  /** The history found so far, by repository-relative path, in code-point order of path. */
  result(): Map<string, FileHistory> {
    return new Map([...this.history].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  }

  private token(raw: string): void {
    if (this.expected > 0) {
      this.paths.push(raw);
      if (--this.expected === 0) this.change(this.status, this.paths);
      return;
    }
    const token = raw.startsWith('\n') ? raw.slice(1) : raw;
    if (token.startsWith(RECORD)) {
      const sep = token.indexOf(FIELD);
      const seconds = Number(token.slice(1, sep));
      this.commit = Number.isFinite(seconds) && sep > 0 ? { at: seconds * 1000, by: token.slice(sep + 1) } : undefined;
      return;
    }
    const kind = token.charAt(0);
    if (!/^[ACDMRTUXB]\d*$/.test(token)) return;
    this.status = kind;
    this.paths = [];
    this.expected = kind === 'R' || kind === 'C' ? 2 : 1;
  }

  private change(status: string, paths: readonly string[]): void {
    const commit = this.commit;
    if (!commit) return;
    const current = paths[paths.length - 1]!;
    if (status !== 'D' && this.pendingLast.delete(current)) {
      const entry = this.entry(current);
      entry.lastUpdatedAt = commit.at;
      entry.lastUpdatedBy = commit.by;
    }
    if (status === 'R') {
      const heads = this.followed.get(current);
      if (heads) {
        this.followed.delete(current);
        this.followed.set(paths[0]!, [...(this.followed.get(paths[0]!) ?? []), ...heads]);
      }
    } else if (status === 'A') {
      for (const file of this.followed.get(current) ?? []) {
        if (this.pendingCreated.delete(file)) this.entry(file).createdAt = commit.at;
      }
      this.followed.delete(current);
    }
  }

  private entry(file: string): FileHistory {
    let entry = this.history.get(file);
    if (!entry) this.history.set(file, (entry = {}));
    return entry;
  }
}
