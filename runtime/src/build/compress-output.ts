import { createReadStream, createWriteStream, readdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants, createBrotliCompress, createGzip, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Extensions of the text files worth compressing (images, fonts and archives already are). */
const TEXT_EXTENSIONS = new Set(['.html', '.js', '.mjs', '.css', '.json', '.xml', '.svg', '.txt', '.map', '.webmanifest']);

/** Files smaller than this (bytes) are sent as they are: a compressed copy saves less than its headers. */
export const MIN_COMPRESS_BYTES = 1024;

/** A copy is kept only when it is at most this fraction of the original. */
const MAX_RATIO = 0.9;

/**
 * Files from this size (bytes) are compressed as streams rather than read whole: a large site's
 * search records (`search/records.json`, about 22 KB a doc) would otherwise sit in memory with
 * both their compressed copies.
 */
export const STREAM_COMPRESS_BYTES = 4 << 20;

/** How many files are compressed at once (zlib runs them on libuv's thread pool, every core). */
const CONCURRENCY = 8;

/**
 * Brotli quality by file: 9 for hashed scripts and styles, which every first visit fetches; 5
 * for pages and data files, which are many. Measured on the product site (221 pages, 10.7 MB of
 * text): quality 11 on the scripts cost 0.5 s more per build and saved 10 KB in all; quality 5
 * still beats gzip -9 on pages and runs an order of magnitude faster than 11.
 */
function brotliQuality(rel: string): number {
  return rel.startsWith('assets/') && /\.(js|mjs|css)$/.test(rel) ? 9 : 5;
}

/** A text file of a folder: its relative posix path and its size in bytes. */
interface TextFile {
  rel: string;
  size: number;
}

/**
 * Text files of a folder of at least {@link MIN_COMPRESS_BYTES} that `include` accepts (by
 * relative posix path), sorted by path (deterministic output).
 */
function compressibleTextFiles(root: string, include: (rel: string) => boolean): TextFile[] {
  const out: TextFile[] = [];
  for (const name of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
    if (!TEXT_EXTENSIONS.has(path.extname(name).toLowerCase())) continue;
    const rel = name.split(path.sep).join('/');
    if (!include(rel)) continue;
    const stats = statSync(path.join(root, name));
    if (!stats.isFile() || stats.size < MIN_COMPRESS_BYTES) continue;
    out.push({ rel, size: stats.size });
  }
  return out.sort((a, b) => (a.rel < b.rel ? -1 : a.rel > b.rel ? 1 : 0));
}

/** Sizes (bytes) of the copies made for one file. */
interface CopySizes {
  gzipBytes: number;
  brotliBytes: number;
}

/**
 * Which copies of a file are kept: none when gzip saves less than {@link MAX_RATIO} allows;
 * otherwise `.gz`, and `.br` only when it is smaller than `.gz`.
 */
function keptCopies(size: number, copies: CopySizes): { gz: boolean; br: boolean } {
  if (copies.gzipBytes > size * MAX_RATIO) return { gz: false, br: false };
  return { gz: true, br: copies.brotliBytes < copies.gzipBytes };
}

/** Byte totals of precompression: files that got copies, their size, and the size of their copies. */
export interface CompressTotals {
  files: number;
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

/** Which files of a built site {@link compressOutput} compresses. */
export interface CompressOutputOptions {
  /** Files to compress, by path relative to the site (default: every text file). */
  include?: (rel: string) => boolean;
}

/**
 * Writes precompressed copies beside the text files of a built site (all of them, or those
 * `options.include` accepts): `x.html.br` and `x.html.gz` next to `x.html`, so that `sitegraph
 * serve` and any static host that looks for them (nginx `gzip_static`/`brotli_static`, Caddy
 * `precompressed`, Netlify, …) send compressed bytes without compressing on each request. Files
 * under {@link MIN_COMPRESS_BYTES}, and copies that save less than 10 %, are skipped.
 *
 * @param root the folder being built (the temporary output, before it is swapped into place)
 * @returns how many files got copies, and their original and compressed byte totals
 * @throws as node:fs and node:zlib throw
 */
export async function compressOutput(root: string, options: CompressOutputOptions = {}): Promise<CompressTotals> {
  const totals: CompressTotals = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  const queue = compressibleTextFiles(root, options.include ?? (() => true));
  const compressOne = async ({ rel, size }: TextFile): Promise<void> => {
    const file = path.join(root, rel);
    const quality = brotliQuality(rel);
    const copies = size >= STREAM_COMPRESS_BYTES ? await compressStreaming(file, size, quality) : await compressInMemory(file, quality);
    if (!copies) return;
    totals.files++;
    totals.bytes += size;
    totals.brotliBytes += Math.min(copies.brotliBytes, copies.gzipBytes);
    totals.gzipBytes += copies.gzipBytes;
  };
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < queue.length) await compressOne(queue[next++]!);
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return totals;
}

/**
 * The copies of one file read whole, written as {@link keptCopies} decides.
 *
 * @returns the copies' sizes, or null when none is kept
 */
async function compressInMemory(file: string, quality: number): Promise<CopySizes | null> {
  const bytes = readFileSync(file);
  const [br, gz] = await Promise.all([
    brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
    gzipAsync(bytes, { level: 6 }),
  ]);
  const copies = { gzipBytes: gz.length, brotliBytes: br.length };
  const keep = keptCopies(bytes.length, copies);
  if (!keep.gz) return null;
  writeFileSync(`${file}.gz`, gz);
  if (keep.br) writeFileSync(`${file}.br`, br);
  return copies;
}

/**
 * The copies of one large file, made as streams, then the ones {@link keptCopies} rejects removed.
 *
 * @returns the copies' sizes, or null when none is kept
 */
async function compressStreaming(file: string, size: number, quality: number): Promise<CopySizes | null> {
  const gz = `${file}.gz`;
  const br = `${file}.br`;
  await Promise.all([
    pipeline(createReadStream(file), createGzip({ level: 6 }), createWriteStream(gz)),
    pipeline(createReadStream(file), createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: size } }), createWriteStream(br)),
  ]);
  const copies = { gzipBytes: statSync(gz).size, brotliBytes: statSync(br).size };
  const keep = keptCopies(size, copies);
  if (!keep.gz) unlinkSync(gz);
  if (!keep.br) unlinkSync(br);
  return keep.gz ? copies : null;
}
