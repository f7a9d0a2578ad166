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
  /**
   * Results computed while no entry was known (a first compile, a build without a cache), by
   * kind, path and options, with the text each came from: keyed only when the entries are read
   * ({@link entries}). A first dev start reads them after its first page, a build without a
   * cache never: hashing the texts of 50,000 docs took 0.47 s of a cold dev start.
   */
  readonly #unkeyed = new Map<string, { kind: string; input: FileMemoInput; value: unknown }>();
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
    if (this.#known.size === 0) return this.#getUnkeyed(kind, input, compute);
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

  /** {@link get} when nothing is known: the same result for the same kind, path, options and text, without a key. */
  #getUnkeyed<T>(kind: string, input: FileMemoInput, compute: () => T): T {
    // By kind, options (JSON, only when there are any: JSON of all three took 0.2 s more at
    // 50,000 docs) and path; the text is compared.
    const slot = `${kind}\u0000${input.options === undefined ? '' : JSON.stringify(input.options)}\u0000${input.file}`;
    const found = this.#unkeyed.get(slot);
    // The same string object compares at once; another one by its characters.
    if (found && found.input.text === input.text) return found.value as T;
    const value = compute();
    this.misses++;
    if (isPlainData(value)) this.#unkeyed.set(slot, { kind, input: { file: input.file, text: input.text, options: input.options }, value });
    return value;
  }

  /** The entries this compile used or made (what the next compile should be given). */
  entries(): FileMemoEntries {
    for (const { kind, input, value } of this.#unkeyed.values()) this.#used.set(fileMemoKey(kind, input), value);
    this.#unkeyed.clear();
    return this.#used;
  }

  /** Whether {@link entries} differ from the known entries (then they are worth saving). */
  changed(): boolean {
    return this.misses > 0 || this.#used.size !== this.#known.size;
  }

  /** What the compile hands back: the entries (keyed when first read) and how the memo did. */
  result(): FileMemoResult {
    const memo = this;
    return {
      get entries() {
        return memo.entries();
      },
      hits: this.hits,
      misses: this.misses,
      changed: this.changed(),
    };
  }
}

/** The memo after a compile, as data (see {@link FileMemo.result}). */
export interface FileMemoResult {
  /** Entries used or made: what the next compile should be given (keyed on first read: costly on a first compile). */
  readonly entries: FileMemoEntries;
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
