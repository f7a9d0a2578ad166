import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDirs } from '../../../fixtures/temp-dirs.js';
import { dataFilesOnDisk } from './data-files.js';

const tempDir = tempDirs('data-files-');

describe('dataFilesOnDisk', () => {
  it('reads files when used, from the folder they were moved to, and throws for a missing one', () => {
    const root = tempDir();
    const first = path.join(root, 'a');
    const moved = path.join(root, 'b');
    mkdirSync(first);
    const disk = dataFilesOnDisk(first, 1);
    writeFileSync(path.join(first, 'x.json'), '{"view":"manifest","routes":[]}');
    writeFileSync(path.join(first, 'y.json'), '{"view":"manifest","routes":[1]}');
    const files = disk.files(['x', 'y', 'z']);
    renameSync(first, moved);
    disk.moved(moved);
    expect(files.get('x')!.value).toEqual({ view: 'manifest', routes: [] });
    expect(files.get('y')!.text).toBe('{"view":"manifest","routes":[1]}');
    expect(files.get('x')!.text).toBe('{"view":"manifest","routes":[]}');
    expect(() => files.get('z')!.text).toThrow(/ENOENT/);
  });
});
