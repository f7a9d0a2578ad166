import { createReadStream, createWriteStream, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { brotliCompressSync, constants, createBrotliCompress, createGzip, gzipSync } from 'node:zlib';

/** Extensions of the text files worth compressing (images, fonts and archives already are). */
const TEXT_EXTENSIONS = new Set(['.html', '.js', '.mjs', '.css', '.json', '.xml', '.svg', '.txt', '.map', '.webmanifest']);

/** Files smaller than this (bytes) are sent as they are: a compressed copy saves less than its headers. */
export const MIN_COMPRESS_BYTES = 1024;

/** A copy is kept only when it is at most this fraction of the original. */
const MAX_RATIO = 0.9;

/**
 * Files from this size (bytes) are compressed as streams rather than read whole: a large site's
 * search index parts would otherwise sit in memory with both their compressed copies.
 */
export const STREAM_COMPRESS_BYTES = 4 << 20;

/** Whether a file's name says it is text worth compressing (relative posix path). */
export function isTextFile(rel: string): boolean {
  return TEXT_EXTENSIONS.has(path.posix.extname(rel).toLowerCase());
}

/**
 * Text files of a folder (by extension) that `include` accepts, as relative posix paths, sorted
 * (deterministic order); their size is checked when they are compressed.
 */
export function textFilesOf(root: string, include: (rel: string) => boolean): string[] {
  const out: string[] = [];
  for (const name of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
    const rel = name.split(path.sep).join('/');
    if (isTextFile(rel) && include(rel)) out.push(rel);
  }
  return out.sort();
}

/** Brotli quality of the scripts and styles every first visit fetches (see {@link brotliQuality}). */
export const FIRST_LOAD_BROTLI_QUALITY = 11;

/** Brotli quality of every other file: pages, data files, lazily loaded chunks. */
export const BROTLI_QUALITY = 5;

/**
 * Brotli quality of a file: {@link FIRST_LOAD_BROTLI_QUALITY} for the scripts and styles of
 * `firstLoad` (relative paths; a build passes the client entry and its static imports, which
 * every page loads), {@link BROTLI_QUALITY} for the rest. Measured on 2026-11-28 on the 600-doc
 * bench site's 102 scripts and styles (5.64 MB, mostly mermaid's lazily loaded renderer),
 * one thread, a loaded machine: quality 11 gave 1.357 MB in 27.8 s, 10 1.383 MB in 12.4 s,
 * 9 1.480 MB in 4.3 s and 5 1.507 MB in 0.45 s (gzip -6: 1.634 MB in 0.47 s). On the entry
 * script (237 KB), which every first visit fetches, 11 gives 66.8 KB against 73.0 KB at 5
 * (1.3 s against 15 ms, once per bundle: a cached bundle keeps its copies). So 11 where
 * every visitor gains and 5 elsewhere: a lazy chunk is fetched by few pages, and 11 made
 * bundling from scratch wait seconds for 10 % fewer bytes of them.
 */
export function brotliQuality(rel: string, firstLoad?: ReadonlySet<string>): number {
  return firstLoad?.has(rel) && /\.(js|mjs|css)$/.test(rel) ? FIRST_LOAD_BROTLI_QUALITY : BROTLI_QUALITY;
}

/** What the copies of one file weigh: the file's size and its copies' sizes (bytes). */
export interface FileCopies {
  bytes: number;
  gzipBytes: number;
  /** The smaller of the `.br` and `.gz` copies (`.br` is kept only when it is smaller). */
  brotliBytes: number;
}

/**
 * Which copies of a file are kept: none when gzip saves less than {@link MAX_RATIO} allows;
 * otherwise `.gz`, and `.br` only when it is smaller than `.gz`.
 */
function keptCopies(size: number, gzipBytes: number, brotliBytes: number): { gz: boolean; br: boolean } {
  if (gzipBytes > size * MAX_RATIO) return { gz: false, br: false };
  return { gz: true, br: brotliBytes < gzipBytes };
}

/**
 * Writes `x.gz` and `x.br` beside the file `rel` of `root` (gzip level 6; brotli at `quality`,
 * default {@link BROTLI_QUALITY}), keeping only those {@link keptCopies} accepts, and removing copies an
 * earlier text of the file left that are not made again. Files under {@link MIN_COMPRESS_BYTES}
 * get none; from {@link STREAM_COMPRESS_BYTES} on they are compressed as streams.
 *
 * @returns what the kept copies weigh, or null when none is kept
 * @throws as node:fs and node:zlib throw (e.g. ENOENT when the file is gone)
 */
export async function compressFile(root: string, rel: string, quality: number = BROTLI_QUALITY): Promise<FileCopies | null> {
  const file = path.join(root, rel);
  const size = statSync(file).size;
  if (size < MIN_COMPRESS_BYTES) {
    removeRefused(file, { gz: false, br: false });
    return null;
  }
  return size >= STREAM_COMPRESS_BYTES ? compressStreaming(file, size, quality) : compressInMemory(file, quality);
}

/** {@link compressFile} for a file read whole: on the calling thread, with no turn of its event loop. */
function compressInMemory(file: string, quality: number): FileCopies | null {
  const bytes = readFileSync(file);
  const br = brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } });
  const gz = gzipSync(bytes, { level: 6 });
  const keep = keptCopies(bytes.length, gz.length, br.length);
  if (keep.gz) writeFileSync(`${file}.gz`, gz);
  if (keep.br) writeFileSync(`${file}.br`, br);
  removeRefused(file, keep);
  return keep.gz ? { bytes: bytes.length, gzipBytes: gz.length, brotliBytes: Math.min(br.length, gz.length) } : null;
}

/** {@link compressFile} for a large file, as streams. */
async function compressStreaming(file: string, size: number, quality: number): Promise<FileCopies | null> {
  await Promise.all([
    pipeline(createReadStream(file), createGzip({ level: 6 }), createWriteStream(`${file}.gz`)),
    pipeline(createReadStream(file), createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: size } }), createWriteStream(`${file}.br`)),
  ]);
  const gzipBytes = statSync(`${file}.gz`).size;
  const brotliBytes = statSync(`${file}.br`).size;
  const keep = keptCopies(size, gzipBytes, brotliBytes);
  removeRefused(file, keep);
  return keep.gz ? { bytes: size, gzipBytes, brotliBytes: Math.min(brotliBytes, gzipBytes) } : null;
}

/** Removes the copies of `file` that `keep` refuses: just streamed, or left by an earlier text of the file. */
function removeRefused(file: string, keep: { gz: boolean; br: boolean }): void {
  if (!keep.gz) rmSync(`${file}.gz`, { force: true });
  if (!keep.br) rmSync(`${file}.br`, { force: true });
}
