import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { stageFiles } from './stage-files.js';
import { tempDirs } from '../../../fixtures/temp-dirs.js';

const tempStageDir = tempDirs('sitegraph-stage-');

describe('stageFiles', () => {
  it('writes the files beside the output folder, and remove() deletes them', () => {
    const out = path.join(tempStageDir(), 'dist');
    const staged = stageFiles(out, [
      { path: 'graph.json', content: '{}' },
      { path: 'chunks/aaaa.json', content: new TextEncoder().encode('A') },
    ]);
    expect(path.dirname(staged.dir)).toBe(path.dirname(out));
    expect(readFileSync(path.join(staged.dir, 'chunks/aaaa.json'), 'utf8')).toBe('A');
    expect(existsSync(out)).toBe(false);
    staged.remove();
    expect(existsSync(staged.dir)).toBe(false);
  });

  it('takes more files as they are made, and checks their paths too', () => {
    const out = path.join(tempStageDir(), 'dist');
    const staged = stageFiles(out);
    staged.write([{ path: 'chunks/bbbb.json', content: 'B' }]);
    staged.write([{ path: 'graph.json', content: '{}' }]);
    expect(readFileSync(path.join(staged.dir, 'chunks/bbbb.json'), 'utf8')).toBe('B');
    expect(readFileSync(path.join(staged.dir, 'graph.json'), 'utf8')).toBe('{}');
    expect(() => staged.write([{ path: '../escaped.txt', content: 'x' }])).toThrow(/escapes the output folder/);
    staged.remove();
    expect(existsSync(staged.dir)).toBe(false);
  });

  it('refuses a path outside the folder before writing anything', () => {
    const out = path.join(tempStageDir(), 'dist');
    expect(() => stageFiles(out, [{ path: '../escaped.txt', content: 'x' }])).toThrow(/escapes the output folder/);
    expect(existsSync(path.join(path.dirname(out), 'escaped.txt'))).toBe(false);
  });
});
