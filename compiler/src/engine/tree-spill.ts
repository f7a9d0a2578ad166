import { randomBytes } from 'node:crypto';
import { closeSync, mkdirSync, openSync, writeSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fromTreeTexts, type SerializedCompiledMarkdown } from '../markdown/hast-text.js';
import type { CompiledMarkdown } from '../markdown/types.js';
import { trackTemp } from '../safety/index.js';
import { readFully } from './sync-file-io.js';

/**
 * A build's compiled body trees kept on disk instead of in memory (issue #15): results from the
 * parse cache and from the Markdown workers keep their metadata (links, TOC, headings) in
 * memory and their trees' (and search blocks') JSON text in one temporary file, read back by
 * position each time the content stage splices a chunk, the search stage reads a page's blocks
 * or the cache is saved. At
 * 5,000 docs the trees are ≈ 200 MB of text, and they grow with the site. The search index's
 * postings wait in it too until their shards are written (`appendBytes`). The file is removed
 * by {@link close} and on SIGINT/SIGTERM.
 */
export class TreeSpill {
  private readonly fd: number;
  private size = 0;
  private closed = false;
  private readonly removeFile: () => void;

  private constructor(readonly file: string) {
    this.removeFile = trackTemp(file);
    this.fd = openSync(file, 'w+', 0o600);
  }

  /**
   * A new, empty spill file: `file` (its folder created), else one in the system's temporary
   * folder. A build puts it beside its output, as the temporary folder may be a tmpfs (memory
   * again).
   *
   * @throws file system errors as thrown by node:fs
   */
  static create(file?: string): TreeSpill {
    if (file) mkdirSync(path.dirname(file), { recursive: true });
    return new TreeSpill(file ?? path.join(os.tmpdir(), `sitegraph-trees-${process.pid}-${randomBytes(4).toString('hex')}.tmp`));
  }

  /** Appends a text (or its UTF-8 bytes); returns the function that reads it back. */
  append(text: string | Uint8Array): () => string {
    const read = this.appendBytes(typeof text === 'string' ? Buffer.from(text, 'utf8') : text);
    return () => read().toString('utf8');
  }

  /** Appends bytes; returns the function that reads them back. */
  appendBytes(bytes: Uint8Array): () => Buffer {
    const offset = this.size;
    for (let done = 0; done < bytes.length; ) done += writeSync(this.fd, bytes, done, bytes.length - done, offset + done);
    this.size += bytes.length;
    const length = bytes.length;
    return () => this.read(offset, length);
  }

  /** A serialised result with its trees and search blocks spilled ({@link fromTreeTexts}). */
  restore(serialized: SerializedCompiledMarkdown): CompiledMarkdown {
    const { hastJson, excerptHastJson, searchBlocksJson, ...rest } = serialized;
    return fromTreeTexts(rest, { hast: this.append(hastJson), excerpt: excerptHastJson === null ? null : this.append(excerptHastJson), blocks: this.append(searchBlocksJson) });
  }

  /** Closes and removes the file; reading a spilled text afterwards throws. */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    closeSync(this.fd);
    this.removeFile();
  }

  private read(offset: number, length: number): Buffer {
    if (this.closed) throw new Error(`Internal error: a spilled text was read after its spill file ${this.file} was closed`);
    const buffer = Buffer.allocUnsafe(length);
    if (readFully(this.fd, buffer, length, offset) !== length) throw new Error(`Internal error: the spill file ${this.file} ends before byte ${offset + length}`);
    return buffer;
  }
}
