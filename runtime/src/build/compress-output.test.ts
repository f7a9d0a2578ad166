import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { BROTLI_QUALITY, FIRST_LOAD_BROTLI_QUALITY, MIN_COMPRESS_BYTES, STREAM_COMPRESS_BYTES } from './compress-file.js';
import { compressOutput, compressWorkerCount, OutputCompressor } from './compress-output.js';
import { moveTreeInto } from './move-tree.js';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('compressOutput', () => {
  it('writes .gz and .br copies that decompress to the file, streaming the large ones, and skips what does not shrink', async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'compress-output-'));
    const page = Buffer.from('<p>hello</p>'.repeat(200));
    // Records-like JSON past the streaming size: compressible, but not trivially.
    const records = Buffer.from(JSON.stringify(Array.from({ length: 70_000 }, (_, i) => ({ objectID: `id-${i}`, content: `Paragraph ${i} of page ${i % 97}.` }))));
    expect(records.length).toBeGreaterThan(STREAM_COMPRESS_BYTES);
    const noise = randomBytes(STREAM_COMPRESS_BYTES + 10);
    writeFileSync(path.join(dir, 'index.html'), page);
    writeFileSync(path.join(dir, 'records.json'), records);
    writeFileSync(path.join(dir, 'noise.json'), noise);
    writeFileSync(path.join(dir, 'tiny.html'), Buffer.alloc(MIN_COMPRESS_BYTES - 1, 'a'));
    const totals = await compressOutput(dir);
    // Buffer.equals, not toEqual: vitest compares a 5 MB buffer byte by byte in about 20 s.
    for (const [name, bytes] of [['index.html', page], ['records.json', records]] as const) {
      expect(gunzipSync(readFileSync(path.join(dir, `${name}.gz`))).equals(bytes), `${name}.gz`).toBe(true);
      expect(brotliDecompressSync(readFileSync(path.join(dir, `${name}.br`))).equals(bytes), `${name}.br`).toBe(true);
    }
    for (const name of ['noise.json', 'tiny.html']) {
      expect(existsSync(path.join(dir, `${name}.gz`))).toBe(false);
      expect(existsSync(path.join(dir, `${name}.br`))).toBe(false);
    }
    expect(totals.files).toBe(2);
    expect(totals.bytes).toBe(page.length + records.length);
    expect(totals.gzipBytes).toBe(readFileSync(path.join(dir, 'index.html.gz')).length + readFileSync(path.join(dir, 'records.json.gz')).length);
  });

  it('gives the best brotli quality to the first-load scripts and styles only', async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'compress-output-'));
    // Script-like text that the two qualities compress to different sizes.
    const script = Buffer.from(Array.from({ length: 3000 }, (_, i) => `export function f${i}(a){return a*${(i * 7919) % 1000}+"${(i * 104729).toString(36)}";}`).join('\n'));
    const brotli = (q: number) => brotliCompressSync(script, { params: { [constants.BROTLI_PARAM_QUALITY]: q, [constants.BROTLI_PARAM_SIZE_HINT]: script.length } });
    expect(brotli(FIRST_LOAD_BROTLI_QUALITY).length).toBeLessThan(brotli(BROTLI_QUALITY).length);
    mkdirSync(path.join(dir, 'assets'));
    for (const name of ['assets/entry.js', 'assets/lazy.js', 'page.html']) writeFileSync(path.join(dir, name), script);
    await compressOutput(dir, { firstLoad: new Set(['assets/entry.js', 'page.html']) });
    const br = (name: string) => readFileSync(path.join(dir, `${name}.br`));
    expect(br('assets/entry.js').equals(brotli(FIRST_LOAD_BROTLI_QUALITY))).toBe(true);
    expect(br('assets/lazy.js').equals(brotli(BROTLI_QUALITY))).toBe(true);
    // Not a script or style: the fast quality whatever the set says.
    expect(br('page.html').equals(brotli(BROTLI_QUALITY))).toBe(true);
  });

  it('leaves out the files `include` refuses', async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'compress-output-'));
    const text = Buffer.from('{"x":1}'.repeat(500));
    writeFileSync(path.join(dir, 'graph.json'), text);
    writeFileSync(path.join(dir, 'page.html'), text);
    const totals = await compressOutput(dir, { include: (rel) => rel !== 'graph.json' });
    expect(totals.files).toBe(1);
    expect(existsSync(path.join(dir, 'graph.json.gz'))).toBe(false);
    expect(existsSync(path.join(dir, 'page.html.gz'))).toBe(true);
  });

  it('makes the copies of a file written again after a worker compressed it from its last text, and drops them when it no longer gets any', async () => {
    // The compiled worker (`npm run build`): the sources have none.
    const workerFile = new URL('../../dist/runtime/src/build/compress-worker.js', import.meta.url);
    expect(existsSync(workerFile), 'run `npm run build` first').toBe(true);
    dir = mkdtempSync(path.join(os.tmpdir(), 'compress-output-'));
    const first = Buffer.from('<p>first</p>'.repeat(300));
    const second = Buffer.from('<p>second</p>'.repeat(300));
    writeFileSync(path.join(dir, 'a.html'), first);
    writeFileSync(path.join(dir, 'b.html'), first);
    const compressor = new OutputCompressor(dir, { workers: 1, workerFile });
    compressor.add('a.html');
    compressor.add('./b.html');
    // The worker made the first copies before the files are written again.
    await expect.poll(() => existsSync(path.join(dir, 'a.html.br')) && existsSync(path.join(dir, 'b.html.br'))).toBe(true);
    writeFileSync(path.join(dir, 'a.html'), second);
    compressor.rewritten('a.html');
    writeFileSync(path.join(dir, 'b.html'), 'tiny');
    compressor.rewritten('b.html');
    const totals = await compressor.finish();
    expect(gunzipSync(readFileSync(path.join(dir, 'a.html.gz')))).toEqual(second);
    expect(brotliDecompressSync(readFileSync(path.join(dir, 'a.html.br')))).toEqual(second);
    expect(existsSync(path.join(dir, 'b.html.gz'))).toBe(false);
    expect(existsSync(path.join(dir, 'b.html.br'))).toBe(false);
    expect(totals.files).toBe(1);
    expect(totals.bytes).toBe(second.length);
  });

  it('compresses a file of another folder where it is (addFrom), done when drain resolves, so its copies move with it and count once', async () => {
    const workerFile = new URL('../../dist/runtime/src/build/compress-worker.js', import.meta.url);
    expect(existsSync(workerFile), 'run `npm run build` first').toBe(true);
    dir = mkdtempSync(path.join(os.tmpdir(), 'compress-output-'));
    const chunk = Buffer.from('{"type":"root","children":[]}'.repeat(100));
    /** A staged folder and an output folder for `workers` threads, the staged files handed over and drained. */
    const staged = async (workers: number) => {
      const from = path.join(dir, `staged-${workers}`);
      const out = path.join(dir, `out-${workers}`);
      mkdirSync(path.join(from, 'chunks'), { recursive: true });
      mkdirSync(out);
      writeFileSync(path.join(from, 'chunks', 'a.json'), chunk);
      writeFileSync(path.join(from, 'graph.json'), chunk);
      const compressor = new OutputCompressor(out, { workers, workerFile, include: (rel) => rel !== 'graph.json' });
      compressor.addFrom(from, 'chunks/a.json');
      compressor.addFrom(from, 'graph.json');
      await compressor.drain();
      return { from, out, compressor };
    };

    // A worker: the copies are beside the staged file once drained, and move with it.
    const withWorker = await staged(1);
    expect(existsSync(path.join(withWorker.from, 'chunks', 'a.json.br'))).toBe(true);
    expect(existsSync(path.join(withWorker.from, 'graph.json.gz'))).toBe(false);
    moveTreeInto(withWorker.from, withWorker.out);
    expect(await withWorker.compressor.finish()).toMatchObject({ files: 1, bytes: chunk.length });
    expect(gunzipSync(readFileSync(path.join(withWorker.out, 'chunks', 'a.json.gz'))).equals(chunk)).toBe(true);

    // None: nothing is done in the staged folder; `finish` compresses the file once moved.
    const alone = await staged(0);
    expect(existsSync(path.join(alone.from, 'chunks', 'a.json.br'))).toBe(false);
    expect(existsSync(path.join(alone.from, 'graph.json.gz'))).toBe(false);
    moveTreeInto(alone.from, alone.out);
    expect((await alone.compressor.finish()).files).toBe(1);
    expect(brotliDecompressSync(readFileSync(path.join(alone.out, 'chunks', 'a.json.br'))).equals(chunk)).toBe(true);
  });

  it('leaves an adopted file (copies made before) alone unless it is written again', async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'compress-output-'));
    const text = Buffer.from('console.log(1);'.repeat(200));
    for (const name of ['kept.js', 'changed.js']) {
      writeFileSync(path.join(dir, name), text);
      writeFileSync(path.join(dir, `${name}.gz`), 'made before');
    }
    const compressor = new OutputCompressor(dir, { workers: 0 });
    compressor.adopt('kept.js');
    compressor.adopt('changed.js');
    compressor.rewritten('changed.js');
    const totals = await compressor.finish();
    expect(readFileSync(path.join(dir, 'kept.js.gz'), 'utf8')).toBe('made before');
    expect(existsSync(path.join(dir, 'kept.js.br'))).toBe(false);
    expect(gunzipSync(readFileSync(path.join(dir, 'changed.js.gz')))).toEqual(text);
    expect(totals.files).toBe(1);
  });

  it('starts one worker per core beside the main thread, at most four, and none for --jobs 1', () => {
    expect(compressWorkerCount(1)).toBe(0);
    expect(compressWorkerCount(2)).toBe(1);
    expect(compressWorkerCount(16)).toBe(4);
    expect(compressWorkerCount()).toBeGreaterThanOrEqual(1);
  });
});
