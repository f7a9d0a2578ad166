import { describe, expect, it } from 'vitest';
import { fileToPath, joinUrl } from './file-to-path.js';

describe('fileToPath', () => {
  it('drops the extension and maps index files to their folder', () => {
    expect(fileToPath('about.md')).toBe('/about');
    expect(fileToPath('index.tsx')).toBe('/');
    expect(fileToPath('legal/index.md')).toBe('/legal/');
    expect(fileToPath('showcase/add.tsx')).toBe('/showcase/add');
  });
  it('URI-encodes each segment', () => {
    expect(fileToPath('a b/c?d.mdx')).toBe('/a%20b/c%3Fd');
  });
});

describe('joinUrl', () => {
  it('joins with single slashes and keeps a trailing slash', () => {
    expect(joinUrl('/', '/', '/legal/')).toBe('/legal/');
    expect(joinUrl('/base/', 'docs', '/a')).toBe('/base/docs/a');
  });
});
