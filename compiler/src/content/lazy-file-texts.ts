import { closeSync, fstatSync, openSync, readFileSync, type Stats } from 'node:fs';
import path from 'node:path';
import { codePointCompare } from '../json/index.js';

/**
 * A site's text files (`SiteInput.files`) read from the disk when first asked for: the dev
 * server's start from a snapshot (`engine/dev-snapshot-store.ts`) knows which files there are
 * and that none changed, and reads a file only when a page or a check needs its text (at
 * 50,000 docs reading all 260 MB up front took a second).
 *
 * A `Map` for every caller: `get`/`has`/`size` answer without reading the rest, iteration goes
 * over every path in sorted order (as `sortedMap` gives) and reads what is still unread, `set`
 * and `delete` work as on a Map. A file that cannot be read any more (deleted since) reads as
 * missing; the file watcher reports its change and the dev server recompiles.
 */
export class LazyFileTexts extends Map<string, string> {
  /** Every path, sorted (the iteration order). */
  private order: string[];
  /** Paths not read yet. */
  private readonly unread: Set<string>;
  /** Paths whose file no longer had the expected stats when read (its text is not the one expected). */
  private readonly unexpected = new Set<string>();

  /**
   * @param root the site folder, absolute
   * @param paths site-relative paths of the text files, with `/`
   * @param expected whether a file read now is still the one the caller knows (the snapshot's
   *   stats); default: always
   */
  constructor(
    private readonly root: string,
    paths: readonly string[],
    private readonly expected: (path: string, stats: Stats) => boolean = () => true,
  ) {
    super();
    this.order = [...paths].sort(codePointCompare);
    this.unread = new Set(this.order);
  }

  override get(key: string): string | undefined {
    if (this.unread.has(key)) this.read(key);
    return super.get(key);
  }

  override has(key: string): boolean {
    return this.unread.has(key) || super.has(key);
  }

  override get size(): number {
    return this.unread.size + super.size;
  }

  override set(key: string, value: string): this {
    if (!this.has(key)) this.order.splice(insertionPoint(this.order, key), 0, key);
    this.unread.delete(key);
    this.unexpected.delete(key);
    return super.set(key, value);
  }

  /**
   * The text of `key` when it is the one the caller expected (read while the file still had the
   * expected stats, or set since), else undefined: the file changed before it was first read,
   * so its earlier text is unknown (the dev server then recompiles the graph rather than compare
   * bodies).
   */
  expectedText(key: string): string | undefined {
    const text = this.get(key);
    return this.unexpected.has(key) ? undefined : text;
  }

  override delete(key: string): boolean {
    const known = this.has(key);
    if (!known) return false;
    this.unread.delete(key);
    this.unexpected.delete(key);
    super.delete(key);
    this.order = this.order.filter((k) => k !== key);
    return true;
  }

  override clear(): void {
    this.unread.clear();
    this.unexpected.clear();
    this.order = [];
    super.clear();
  }

  override *entries(): MapIterator<[string, string]> {
    for (const key of this.order) {
      const value = this.get(key);
      if (value !== undefined) yield [key, value];
    }
  }

  override *keys(): MapIterator<string> {
    for (const [key] of this.entries()) yield key;
  }

  override *values(): MapIterator<string> {
    for (const [, value] of this.entries()) yield value;
  }

  override [Symbol.iterator](): MapIterator<[string, string]> {
    return this.entries();
  }

  override forEach(callback: (value: string, key: string, map: Map<string, string>) => void, thisArg?: unknown): void {
    for (const [key, value] of this.entries()) callback.call(thisArg, value, key, this);
  }

  /** How many files are still unread (tests, the dev server's log). */
  unreadCount(): number {
    return this.unread.size;
  }

  private read(key: string): void {
    this.unread.delete(key);
    let text: string;
    let fd: number | undefined;
    try {
      fd = openSync(path.join(this.root, key), 'r');
      if (!this.expected(key, fstatSync(fd))) this.unexpected.add(key);
      text = readFileSync(fd, 'utf8');
    } catch {
      this.order = this.order.filter((k) => k !== key);
      return;
    } finally {
      if (fd !== undefined) closeSync(fd);
    }
    super.set(key, text);
  }
}

/** Where `key` goes in the sorted `keys`. */
function insertionPoint(keys: readonly string[], key: string): number {
  let lo = 0;
  let hi = keys.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (keys[mid]! < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
