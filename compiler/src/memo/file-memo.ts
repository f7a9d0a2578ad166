import { createHash } from 'node:crypto';
import { COMPILER_VERSION } from '../version.js';
import { isPlainData } from './plain-data.js';

/**
 * Version of the memoised results: bump whenever a function memoised through {@link FileMemo}
 * (front matter parsing and validation, content title, excerpt, reading time…) changes what it
 * returns for the same file, or the shape of what it returns. Part of every key.
 */
export const FILE_MEMO_VERSION = 1;

/** Memoised per-file results by {@link fileMemoKey}: what one compile hands the next, as data. */
export type FileMemoEntries = ReadonlyMap<string, unknown>;

/** What a memoised result depends on besides the code: the file and the options that matter. */
export interface FileMemoInput {
  /** Site-relative path (it appears in errors and may change the result). */
  file: string;
  /** The whole file. */
  text: string;
  /** Options the result depends on (JSON data; omit when none). */
  options?: unknown;
}

/**
 * Key of one memoised result: hex SHA-256 over the memo and compiler versions, the kind of
 * result, the path, the options (JSON) and the file's text. Never the path alone: an entry is
 * found again only for the very same inputs.
 *
 * @param kind names the memoised function (`doc-file`, `blog-post-file`, …)
 */
export function fileMemoKey(kind: string, input: FileMemoInput): string {
  const head = JSON.stringify([FILE_MEMO_VERSION, COMPILER_VERSION, kind, input.file, input.options ?? null]);
  return createHash('sha256').update(head).update('\u0000').update(input.text).digest('hex');
}

/**
 * A memo of pure per-file results for one compile. It starts from the entries of an earlier
 * compile (data in) and collects the entries this compile used, old and new (data out), so the
 * compile stays pure and the caller decides what to persist.
 *
 * Results are shared, not copied: callers must treat them as read-only. Failures (a thrown
 * error) are never memoised, so they are raised again, identically, on every compile. Results
 * that are not plain data ({@link isPlainData}) are not memoised either.
 */
export class FileMemo {
  readonly #known: FileMemoEntries;
  readonly #used = new Map<string, unknown>();
  /** Results found among the known entries. */
  hits = 0;
  /** Results computed (found nowhere). */
  misses = 0;

  /** @param known entries from an earlier compile (e.g. the persistent cache); may be empty */
  constructor(known: FileMemoEntries = new Map()) {
    this.#known = known;
  }

  /**
   * The result of `compute` for `input`: the memoised one when an entry has this exact key,
   * else `compute()`'s (recorded when it is plain data).
   *
   * @throws whatever `compute` throws (nothing is recorded then)
   */
  get<T>(kind: string, input: FileMemoInput, compute: () => T): T {
    const key = fileMemoKey(kind, input);
    if (this.#used.has(key)) return this.#used.get(key) as T;
    if (this.#known.has(key)) {
      const known = this.#known.get(key) as T;
      this.#used.set(key, known);
      this.hits++;
      return known;
    }
    const value = compute();
    this.misses++;
    if (isPlainData(value)) this.#used.set(key, value);
    return value;
  }

  /** The entries this compile used or made (what the next compile should be given). */
  entries(): FileMemoEntries {
    return this.#used;
  }

  /** Whether {@link entries} differ from the known entries (then they are worth saving). */
  changed(): boolean {
    return this.misses > 0 || this.#used.size !== this.#known.size;
  }

  /** What the compile hands back: the entries and how the memo did. */
  result(): FileMemoResult {
    return { entries: this.#used, hits: this.hits, misses: this.misses, changed: this.changed() };
  }
}

/** The memo after a compile, as data (see {@link FileMemo.result}). */
export interface FileMemoResult {
  /** Entries used or made: what the next compile should be given. */
  entries: FileMemoEntries;
  hits: number;
  misses: number;
  /** Whether `entries` differ from the entries the compile was given. */
  changed: boolean;
}

/**
 * `memo.get(kind, input, compute)`, or just `compute()` without a memo (callers that keep none,
 * e.g. tests and one-off compiles).
 */
export function memoized<T>(memo: FileMemo | undefined, kind: string, input: FileMemoInput, compute: () => T): T {
  return memo ? memo.get(kind, input, compute) : compute();
}
