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

/**
 * Brotli quality by file: 11 for the hashed scripts and styles that every first visit fetches,
 * 5 for pages and data files, which are many. Scripts are compressed once per bundle (a cached
 * bundle keeps its copies). Measured on the 600-doc bench site's entry script (228 KB): quality
 * 11 gives 64.6 KB against 69.2 KB at 9 and 70.5 KB at 5, and takes 14 MB of memory against 36 MB
 * at 9 (250 ms against 28 ms); quality 5 still beats gzip -9 on pages and is an order of
 * magnitude faster than 11.
 */
function brotliQuality(rel: string): number {
  return rel.startsWith('assets/') && /\.(js|mjs|css)$/.test(rel) ? 11 : 5;
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
 * Writes `x.gz` and `x.br` beside the file `rel` of `root` (gzip level 6; brotli by
 * {@link brotliQuality}), keeping only those {@link keptCopies} accepts, and removing copies an
 * earlier text of the file left that are not made again. Files under {@link MIN_COMPRESS_BYTES}
 * get none; from {@link STREAM_COMPRESS_BYTES} on they are compressed as streams.
 *
 * @returns what the kept copies weigh, or null when none is kept
 * @throws as node:fs and node:zlib throw (e.g. ENOENT when the file is gone)
 */
export async function compressFile(root: string, rel: string): Promise<FileCopies | null> {
  const file = path.join(root, rel);
  const size = statSync(file).size;
  if (size < MIN_COMPRESS_BYTES) {
    removeRefused(file, { gz: false, br: false });
    return null;
  }
  const quality = brotliQuality(rel);
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
