import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';
import type { CompiledMarkdown } from '../markdown/index.js';
import { MARKDOWN_OUTPUT_VERSION } from '../markdown/index.js';
import { COMPILER_VERSION } from '../version.js';

/**
 * The persistent parse cache (`.sitegraph/cache/<site id>/`): every compiled Markdown result of the last
 * build in one file, keyed by content hash + options (`markdownCacheKey`), so a warm build of
 * an unchanged site parses nothing. One V8-serialised file is read and written once per build:
 * far cheaper than a file per page. A damaged or older cache is ignored, never trusted.
 */
export class MarkdownCacheStore {
  readonly file: string;

  /** @param dir the cache folder; created on save */
  constructor(readonly dir: string) {
    this.file = path.join(dir, `markdown-v${MARKDOWN_OUTPUT_VERSION}-${COMPILER_VERSION}.bin`);
  }

  /**
   * The default cache folder of a site: `.sitegraph/cache/<id>` in the working directory, `<id>`
   * naming the site folder's absolute path. Never inside the site folder itself, which may be
   * shared or read-only content.
   */
  static forSite(siteDir: string, cwd = process.cwd()): MarkdownCacheStore {
    const id = createHash('sha256').update(path.resolve(siteDir)).digest('hex').slice(0, 16);
    return new MarkdownCacheStore(path.join(cwd, '.sitegraph', 'cache', id));
  }

  /** Reads the cache; an empty map when it is missing, damaged or from another version. */
  load(): Map<string, CompiledMarkdown> {
    try {
      const data = deserialize(readFileSync(this.file)) as unknown;
      return data instanceof Map ? (data as Map<string, CompiledMarkdown>) : new Map();
    } catch {
      return new Map();
    }
  }

  /**
   * Writes the entries a build used (old hits plus new results), dropping the rest so the
   * cache never grows past one site's content. Atomic: a temp file renamed over the old one.
   */
  save(entries: ReadonlyMap<string, CompiledMarkdown>): void {
    mkdirSync(this.dir, { recursive: true });
    const temp = `${this.file}.tmp-${process.pid}`;
    writeFileSync(temp, serialize(new Map(entries)));
    renameSync(temp, this.file);
  }
}
