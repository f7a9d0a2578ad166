import { describe, expect, it } from 'vitest';
import { CompileError } from '../diagnostics/index.js';
import { normalizeFrontMatterTags, normalizeTag } from './normalize-tags.js';
import type { TagsFile } from './tags-file.js';

const tagsFile: TagsFile = {
  file: 'docs/tags.yml',
  name: 'tags.yml',
  tags: new Map([
    ['cli', { label: 'Cli', permalink: '/cli', description: null }],
    ['api', { label: 'API', permalink: '/api-reference', description: 'Functions' }],
  ]),
};

describe('normalizeTag', () => {
  it('resolves a key of the tags file to the predefined tag under the tags path', () => {
    expect(normalizeTag('api', '/docs/canary/tags', tagsFile)).toEqual({
      label: 'API',
      permalink: '/docs/canary/tags/api-reference',
      description: 'Functions',
      inline: false,
    });
  });

  it('makes other strings inline tags with a kebab-case permalink (features guides/text/fonts)', () => {
    expect(normalizeTag('Year in review', '/blog/tags', tagsFile)).toEqual({
      label: 'Year in review',
      permalink: '/blog/tags/year-in-review',
      description: null,
      inline: true,
    });
  });

  it('keeps an object tag inline with its own permalink (features hidden/experiments)', () => {
    expect(normalizeTag({ label: 'Experimental', permalink: '/experimental' }, '/docs/canary/tags', tagsFile)).toEqual({
      label: 'Experimental',
      permalink: '/docs/canary/tags/experimental',
      description: null,
      inline: true,
    });
  });
});

describe('normalizeFrontMatterTags', () => {
  const base = { tagsBasePath: '/docs/canary/tags', source: '03-guides/text/fonts.md', file: 'docs/03-guides/text/fonts.md' };

  it('warns once per label about inline tags when a tags file exists', () => {
    const r = normalizeFrontMatterTags({ ...base, frontMatterTags: ['typography', 'cli', 'typography'], tagsFile, onInlineTags: 'warn' });
    expect(r.tags.map((t) => t.inline)).toEqual([true, false, true]);
    expect(r.diagnostics).toEqual([
      {
        level: 'warning',
        code: 'tags/inline-tags',
        message: 'Tags [typography] used in 03-guides/text/fonts.md are not defined in tags.yml',
        file: 'docs/03-guides/text/fonts.md',
      },
    ]);
  });

  it('says nothing without a tags file or with onInlineTags: ignore', () => {
    expect(normalizeFrontMatterTags({ ...base, frontMatterTags: ['x'], tagsFile: null, onInlineTags: 'warn' }).diagnostics).toEqual([]);
    expect(normalizeFrontMatterTags({ ...base, frontMatterTags: ['x'], tagsFile, onInlineTags: 'ignore' }).diagnostics).toEqual([]);
  });

  it('throws with onInlineTags: throw', () => {
    expect(() => normalizeFrontMatterTags({ ...base, frontMatterTags: ['x'], tagsFile, onInlineTags: 'throw' })).toThrow(CompileError);
  });
});
