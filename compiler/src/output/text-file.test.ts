import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { diskTextFiles, memoryTextFiles, writeJsonByMember, type OutputFile } from './index.js';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('text file sinks', () => {
  it('write the same text to disk (past the flush size, multi-byte too) as to memory, under the name given at close', () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'text-file-'));
    const pieces = ['{"a":', `"${'é€𝄞'.repeat(200_000)}"`, ',"b":1}'];
    const files: OutputFile[] = [];
    const inMemory = memoryTextFiles(files)();
    const onDisk = diskTextFiles(dir)();
    for (const piece of pieces) {
      inMemory.write(piece);
      onDisk.write(piece);
    }
    expect(readdirSync(dir)).toEqual(['.partial-1']);
    inMemory.close('search/x.json');
    onDisk.close('search/x.json');
    expect(readdirSync(dir)).toEqual(['search']);
    expect(readFileSync(path.join(dir, 'search/x.json'), 'utf8')).toBe(pieces.join(''));
    expect(files).toEqual([{ path: 'search/x.json', content: pieces.join('') }]);
    expect(() => onDisk.write('more')).toThrow(/write after close/);
  });

  it('refuses a final path outside the folder', () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'text-file-'));
    const sink = diskTextFiles(dir)();
    sink.write('x');
    expect(() => sink.close('../escaped.json')).toThrow(/escapes the output folder/);
    expect(readdirSync(path.dirname(dir)).includes('escaped.json')).toBe(false);
  });

  it('abandon closes the descriptors of the sinks left open and refuses their later writes', () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'text-file-'));
    const descriptors = (): number => readdirSync('/proc/self/fd').length;
    const before = descriptors();
    const open = diskTextFiles(dir);
    const done = open();
    const left = [open(), open()];
    done.write('x');
    done.close('done.json');
    left[0]!.write('y');
    expect(descriptors()).toBe(before + 2);
    open.abandon();
    expect(descriptors()).toBe(before);
    expect(() => left[1]!.write('z')).toThrow(/after close/);
    expect(readFileSync(path.join(dir, 'done.json'), 'utf8')).toBe('x');
  });

  it('writeJsonByMember writes the bytes of JSON.stringify and a newline', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), (value) => {
        const files: OutputFile[] = [];
        const sink = memoryTextFiles(files)();
        writeJsonByMember(sink, value);
        sink.close('x.json');
        expect(files[0]!.content).toBe(`${JSON.stringify(value)}\n`);
      }),
    );
  });
});
