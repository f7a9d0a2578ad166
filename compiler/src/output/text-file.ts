import { closeSync, mkdirSync, openSync, renameSync, writeSync } from 'node:fs';
import path from 'node:path';
import type { OutputFile } from './write-site.js';

/**
 * An output file written piece by piece, whose final path is known only at the end (a
 * content-hashed name): `write` appends text, `close` ends the file under `finalPath` (relative
 * to the output folder). Nothing may be written after `close`.
 */
export interface TextFileSink {
  /** Appends `text` (written as UTF-8). */
  write(text: string): void;
  /** Ends the file under `finalPath`, relative to the output folder. */
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

/** {@link OpenTextFile} for files on disk, with a way to let go of the files left open. */
export interface DiskTextFiles extends OpenTextFile {
  /** Closes the descriptors of every sink not closed yet (a build that gave up); their temporary files stay for the caller to remove with `dir`. */
  abandon(): void;
}

/**
 * Sinks that write to `dir` as they go: each file is written under a temporary name in `dir` and
 * renamed to its final path on `close`, so the folder never holds a file under its final name
 * that is not complete. A caller that gives up calls `abandon()` and removes `dir` as a whole
 * (the temporary files go with it).
 *
 * @throws Error from `close` when the final path escapes `dir`; file system errors as thrown by node:fs
 */
export function diskTextFiles(dir: string): DiskTextFiles {
  let opened = 0;
  /** Ends each sink not closed yet: closes its descriptor, and refuses its later writes. */
  const open = new Set<() => void>();
  const openFile = (): TextFileSink => {
    const temp = path.join(dir, `.partial-${++opened}`);
    const fd = openSync(temp, 'w');
    let pending: string[] = [];
    let pendingLength = 0;
    let closed = false;
    const release = (): void => {
      closed = true;
      if (open.delete(release)) closeSync(fd);
    };
    open.add(release);
    const flush = (): void => {
      if (pendingLength === 0) return;
      const bytes = Buffer.from(pending.join(''));
      try {
        for (let done = 0; done < bytes.length; ) done += writeSync(fd, bytes, done);
      } catch (error) {
        release();
        throw error;
      }
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
        if (closed) throw new Error(`Internal error: close after close of ${temp}`);
        try {
          flush();
        } finally {
          release();
        }
        const target = path.resolve(dir, finalPath);
        if (!target.startsWith(path.resolve(dir) + path.sep)) throw new Error(`Output path escapes the output folder: ${finalPath}`);
        mkdirSync(path.dirname(target), { recursive: true });
        renameSync(temp, target);
      },
    };
  };
  return Object.assign(openFile, { abandon: () => [...open].forEach((release) => release()) });
}

/**
 * Writes `JSON.stringify(value)` and a newline to `sink`, one top-level member at a time (the
 * same bytes), so the text of the whole never exists at once: `graph.json` of a 50,000-doc site
 * is 108 MB of text, and its byte copy for the write as much again.
 */
export function writeJsonByMember(sink: TextFileSink, value: Readonly<Record<string, unknown>>): void {
  let separator = '{';
  for (const [key, member] of Object.entries(value)) {
    if (member === undefined) continue;
    sink.write(`${separator}${JSON.stringify(key)}:${JSON.stringify(member)}`);
    separator = ',';
  }
  sink.write(separator === '{' ? '{}\n' : '}\n');
}
