import { closeSync, mkdirSync, openSync, renameSync, writeSync } from 'node:fs';
import path from 'node:path';
import type { OutputFile } from './write-site.js';

/**
 * An output file written piece by piece, whose final path is known only at the end (a
 * content-hashed name): `write` appends text, `close` ends the file under `finalPath` (relative
 * to the output folder). Nothing may be written after `close`.
 */
export interface TextFileSink {
  write(text: string): void;
  close(finalPath: string): void;
}

/** Opens a new {@link TextFileSink}. */
export type OpenTextFile = () => TextFileSink;

/** Sinks that keep their text in memory and add each closed file to `files` (compiles that return their files). */
export function memoryTextFiles(files: OutputFile[]): OpenTextFile {
  return () => {
    const pieces: string[] = [];
    return {
      write: (text) => void pieces.push(text),
      close: (finalPath) => void files.push({ path: finalPath, content: pieces.join('') }),
    };
  };
}

/** Bytes a disk sink gathers before each write (fewer, larger writes). */
const FLUSH_AT = 1 << 20;

/**
 * Sinks that write to `dir` as they go: each file is written under a temporary name in `dir` and
 * renamed to its final path on `close`, so the folder never holds a file under its final name
 * that is not complete. A caller that gives up removes `dir` as a whole (the temporary files go
 * with it).
 *
 * @throws Error from `close` when the final path escapes `dir`; file system errors as thrown by node:fs
 */
export function diskTextFiles(dir: string): OpenTextFile {
  let opened = 0;
  return () => {
    const temp = path.join(dir, `.partial-${++opened}`);
    const fd = openSync(temp, 'w');
    let pending: string[] = [];
    let pendingLength = 0;
    let closed = false;
    const flush = (): void => {
      if (pendingLength === 0) return;
      const bytes = Buffer.from(pending.join(''));
      for (let done = 0; done < bytes.length; ) done += writeSync(fd, bytes, done);
      pending = [];
      pendingLength = 0;
    };
    return {
      write(text) {
        if (closed) throw new Error(`Internal error: write after close of ${temp}`);
        pending.push(text);
        pendingLength += text.length;
        if (pendingLength >= FLUSH_AT) flush();
      },
      close(finalPath) {
        closed = true;
        try {
          flush();
        } finally {
          closeSync(fd);
        }
        const target = path.resolve(dir, finalPath);
        if (!target.startsWith(path.resolve(dir) + path.sep)) throw new Error(`Output path escapes the output folder: ${finalPath}`);
        mkdirSync(path.dirname(target), { recursive: true });
        renameSync(temp, target);
      },
    };
  };
}
