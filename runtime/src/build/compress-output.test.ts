import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { compressOutput, MIN_COMPRESS_BYTES, STREAM_COMPRESS_BYTES } from './compress-output.js';

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
    for (const [name, bytes] of [['index.html', page], ['records.json', records]] as const) {
      expect(gunzipSync(readFileSync(path.join(dir, `${name}.gz`)))).toEqual(bytes);
      expect(brotliDecompressSync(readFileSync(path.join(dir, `${name}.br`)))).toEqual(bytes);
    }
    for (const name of ['noise.json', 'tiny.html']) {
      expect(existsSync(path.join(dir, `${name}.gz`))).toBe(false);
      expect(existsSync(path.join(dir, `${name}.br`))).toBe(false);
    }
    expect(totals.files).toBe(2);
    expect(totals.bytes).toBe(page.length + records.length);
    expect(totals.gzipBytes).toBe(readFileSync(path.join(dir, 'index.html.gz')).length + readFileSync(path.join(dir, 'records.json.gz')).length);
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
});
