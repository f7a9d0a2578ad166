import path from 'node:path/posix';
import { describe, expect, it } from 'vitest';
import { isCategoryIndexDoc } from './category-index.js';

describe('isCategoryIndexDoc', () => {
  it.each([
    ['index.md', true],
    ['04-rendering/index.md', true],
    ['03-guides/audio/README.md', true],
    ['03-guides/animation/animation.md', true],
    ['reference/cli/flags/flags.md', true],
    ['reference/cli/flags/Flags.mdx', true],
    ['a/INDEX.md', true],
    ['02-a/02-a.md', true],
    ['01-index.md', false],
    ['03-guides/01-guides.md', false],
    ['guides/intro.md', false],
    ['02-a/a.md', false],
  ])('%j → %j', (source, expected) => {
    expect(isCategoryIndexDoc({ source, sourceDirName: path.dirname(source) })).toBe(expected);
    // The source may carry the content folder in front; the folder is read from sourceDirName.
    expect(isCategoryIndexDoc({ source: `docs/${source}`, sourceDirName: path.dirname(source) })).toBe(expected);
  });

  it('does not take the content folder for a root doc’s folder (docs/docs.md is no index)', () => {
    expect(isCategoryIndexDoc({ source: 'docs/docs.md', sourceDirName: '.' })).toBe(false);
  });
});
