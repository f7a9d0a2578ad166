import { describe, expect, it } from 'vitest';
import { GLOB_EXCLUDE_DEFAULT } from '../config/index.js';
import { globFiles } from './glob-files.js';

describe('globFiles', () => {
  const files = ['src/pages/index.tsx', 'src/pages/_private.md', 'src/pages/_components/Hero.tsx', 'src/pages/a/b.mdx', 'src/pages/a/b.test.tsx', 'src/pagesX/c.md', 'docs/x.md'];
  it('selects files under the folder by include globs, minus the default excludes', () => {
    expect(globFiles(files, 'src/pages', ['**/*.{js,jsx,ts,tsx,md,mdx}'], GLOB_EXCLUDE_DEFAULT)).toEqual(['a/b.mdx', 'index.tsx']);
  });
  it('reads the whole site folder for "."', () => {
    expect(globFiles(files, '.', ['docs/**/*.md'], [])).toEqual(['docs/x.md']);
  });
});
