import { describe, expect, it } from 'vitest';
import { CompileError } from '../diagnostics/index.js';
import { frontMatterKeyLine, validateDocFrontMatter } from './front-matter.js';
import { toJsonSafe } from './json-safe.js';

function errorsOf(fm: Record<string, unknown>, text = '') {
  try {
    validateDocFrontMatter(fm, 'docs/bad.md', text);
  } catch (e) {
    if (e instanceof CompileError) return e.diagnostics;
    throw e;
  }
  throw new Error('expected a CompileError');
}

describe('validateDocFrontMatter', () => {
  it('accepts the features corpus front matter as is and keeps unknown keys', () => {
    const fm = {
      title: 'Welcome',
      sidebar_label: 'Introduction',
      sidebar_position: 1.5,
      slug: '/',
      tags: ['getting-started', { label: 'Experimental', permalink: '/experimental' }],
      keywords: ['video'],
      sidebar_custom_props: { estimate: '10 min' },
      displayed_sidebar: null,
      pagination_next: null,
      custom_edit_url: null,
      hide_title: true,
      unlisted: true,
      my_own_key: { nested: [1, 2] },
    };
    expect(validateDocFrontMatter(fm, 'docs/a.md')).toEqual(fm);
  });

  it('coerces YAML scalars like Docusaurus (numbers/dates to strings, "true" to booleans, numeric strings to numbers)', () => {
    const fm = validateDocFrontMatter(
      { id: 42, title: 2024, sidebar_position: '3', hide_title: 'true', draft: 'FALSE', keywords: [1, 'a'], tags: [7] },
      'docs/a.md',
    );
    expect(fm).toMatchObject({ id: '42', title: '2024', sidebar_position: 3, hide_title: true, draft: false, keywords: ['1', 'a'], tags: ['7'] });
    expect(validateDocFrontMatter({ title: new Date('2024-01-02T00:00:00Z') }, 'd.md').title).toBe(
      'Tue Jan 02 2024 00:00:00 GMT+0000 (Coordinated Universal Time)',
    );
  });

  it('allows an empty title and description but not an empty id or slug', () => {
    expect(validateDocFrontMatter({ title: '', description: '' }, 'd.md')).toEqual({ title: '', description: '' });
    expect(errorsOf({ id: '' })).toHaveLength(1);
    expect(errorsOf({ slug: '' })).toHaveLength(1);
  });

  it('reports every wrong type at once with file and line', () => {
    const text = '---\ntitle: ok\nsidebar_position: first\ntags: notalist\nhide_title: maybe\n---\nbody';
    const errors = errorsOf({ title: 'ok', sidebar_position: 'first', tags: 'notalist', hide_title: 'maybe' }, text);
    expect(errors.map((d) => [d.code, d.file, d.line])).toEqual([
      ['docs/invalid-front-matter', 'docs/bad.md', 3],
      ['docs/invalid-front-matter', 'docs/bad.md', 4],
      ['docs/invalid-front-matter', 'docs/bad.md', 5],
    ]);
    expect(errors[0]!.message).toBe('Front matter field "sidebar_position" must be a number (got "first").');
  });

  it('rejects bad tags, custom props, draft+unlisted and toc levels', () => {
    expect(errorsOf({ tags: [{ label: 'x' }] })[0]!.message).toContain('tags[0]');
    expect(errorsOf({ tags: [{ label: 'x', permalink: '/x', extra: 1 }] })).toHaveLength(1);
    expect(errorsOf({ sidebar_custom_props: 'x' })).toHaveLength(1);
    expect(errorsOf({ draft: true, unlisted: true })[0]!.message).toContain("can't be draft and unlisted");
    expect(errorsOf({ toc_max_heading_level: 7 })).toHaveLength(1);
    expect(errorsOf({ toc_min_heading_level: 4, toc_max_heading_level: 3 })).toHaveLength(1);
    expect(errorsOf({ custom_edit_url: 'not a url' })).toHaveLength(1);
    expect(errorsOf({ last_update: {} })).toHaveLength(1);
    expect(errorsOf({ title: null })).toHaveLength(1);
  });
});

describe('frontMatterKeyLine', () => {
  it('finds keys inside the front matter block only', () => {
    const text = '---\nid: a\n"title": b\n---\nid: not front matter';
    expect(frontMatterKeyLine(text, 'id')).toBe(2);
    expect(frontMatterKeyLine(text, 'title')).toBe(3);
    expect(frontMatterKeyLine(text, 'slug')).toBeUndefined();
  });
});

describe('toJsonSafe', () => {
  it('turns dates into ISO strings and drops undefined', () => {
    expect(toJsonSafe({ d: new Date('2024-05-01T00:00:00Z'), u: undefined, a: [undefined, 1, Infinity] })).toEqual({
      d: '2024-05-01T00:00:00.000Z',
      a: [null, 1, null],
    });
  });
});
