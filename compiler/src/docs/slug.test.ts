import { describe, expect, it } from 'vitest';
import { CompileError } from '../diagnostics/index.js';
import { defaultNumberPrefixParser } from './number-prefix.js';
import { docSlug, type DocSlugParams } from './slug.js';

function slugOf(source: string, over: Partial<DocSlugParams> = {}): string {
  const dir = source.includes('/') ? source.slice(0, source.lastIndexOf('/')) : '.';
  const name = source.slice(source.lastIndexOf('/') + 1).replace(/\.mdx?$/, '');
  return docSlug({
    baseId: defaultNumberPrefixParser(name).filename,
    frontMatterSlug: undefined,
    source,
    sourceDirName: dir,
    stripDirNumberPrefixes: true,
    numberPrefixParser: defaultNumberPrefixParser,
    file: `docs/${source}`,
    ...over,
  });
}

describe('docSlug (features corpus cases)', () => {
  it('strips number prefixes of folders and uses the base id', () => {
    expect(slugOf('02-getting-started/01-installation.md')).toBe('/getting-started/installation');
  });
  it('keeps version-like names', () => {
    expect(slugOf('05-migration/2-0-migration.md')).toBe('/migration/2-0-migration');
  });
  it('keeps folder prefixes with parse_number_prefixes: false', () => {
    expect(slugOf('02-getting-started/03-project-layout.md', { baseId: '03-project-layout', stripDirNumberPrefixes: false })).toBe(
      '/02-getting-started/03-project-layout',
    );
  });
  it('gives index, README and folder-named docs the folder slug with a trailing slash', () => {
    expect(slugOf('04-rendering/index.md')).toBe('/rendering/');
    expect(slugOf('03-guides/audio/README.md')).toBe('/guides/audio/');
    expect(slugOf('03-guides/animation/animation.md')).toBe('/guides/animation/');
    expect(slugOf('index.md')).toBe('/');
  });
  it('uses a front matter id as base id (04-rendering/cloud/pricing.md → cost-model)', () => {
    expect(slugOf('04-rendering/cloud/pricing.md', { baseId: 'cost-model' })).toBe('/rendering/cloud/cost-model');
  });
  it('honours absolute, root and relative front matter slugs', () => {
    expect(slugOf('01-intro.md', { frontMatterSlug: '/' })).toBe('/');
    expect(slugOf('04-rendering/cloud/workers.md', { frontMatterSlug: '/render-farm' })).toBe('/render-farm');
    expect(slugOf('04-rendering/03-still-images.md', { frontMatterSlug: 'stills' })).toBe('/rendering/stills');
    expect(slugOf('03-guides/text/captions.md', { frontMatterSlug: '../subtitles' })).toBe('/guides/subtitles');
  });
  it('a front matter slug on an index doc wins over the folder convention', () => {
    expect(slugOf('04-rendering/index.md', { frontMatterSlug: 'overview' })).toBe('/rendering/overview');
  });
  it('throws a CompileError naming the file for an invalid slug', () => {
    try {
      slugOf('a/b.md', { frontMatterSlug: 'x?y' });
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(CompileError);
      expect((e as CompileError).diagnostics[0]).toMatchObject({ code: 'docs/invalid-slug', file: 'docs/a/b.md' });
    }
  });
});
