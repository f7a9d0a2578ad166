import { describe, expect, it } from 'vitest';
import { CompileError } from '../diagnostics/index.js';
import { loadAuthorsMap, type AuthorsMap } from './authors-map.js';
import type { BlogPostFrontMatter } from './blog-front-matter.js';
import { resolvePostAuthors } from './post-authors.js';
import { errorOf } from '../test-support/error-of.js';

const authorsMap = loadAuthorsMap({
  files: new Map([['blog/authors.yml', 'mira:\n  name: Mira\n  title: Maintainer\n  page: true\n  socials: {x: mira}\njun:\n  name: Jun\n']]),
  contentPath: 'blog',
  authorsMapPath: 'authors.yml',
  authorsBaseRoutePath: '/blog/authors',
  baseUrl: '/',
});

const resolve = (frontMatter: BlogPostFrontMatter, map: { authorsMap: AuthorsMap | undefined } = { authorsMap }, baseUrl = '/') =>
  resolvePostAuthors({ frontMatter, authorsMap: map.authorsMap, baseUrl, file: 'blog/p.md', keyLines: new Map([['authors', 3]]) });


describe('resolvePostAuthors', () => {
  it('looks keys up in authors.yml, one or many', () => {
    expect(resolve({ authors: 'jun' })).toEqual([{ key: 'jun', name: 'Jun', page: null }]);
    expect(resolve({ authors: ['mira', 'jun'] }).map((a) => a.key)).toEqual(['mira', 'jun']);
  });

  it('lets an object with a key override the entry; its socials replace the entry socials', () => {
    expect(resolve({ authors: [{ key: 'mira', title: 'Guest editor' }] })).toEqual([
      { key: 'mira', name: 'Mira', title: 'Guest editor', page: { permalink: '/blog/authors/mira' }, socials: {} },
    ]);
  });

  it('keeps inline authors with key and page null, in Docusaurus key order', () => {
    const [author] = resolve({ authors: { name: 'Priya', url: 'https://p.dev', image_url: '/p.png', imageURL: '/p.png' } }, { authorsMap }, '/base/');
    expect(JSON.stringify(author)).toBe(
      '{"name":"Priya","url":"https://p.dev","image_url":"/p.png","imageURL":"/base/p.png","socials":{},"key":null,"page":null}',
    );
  });

  it('reads the legacy author fields as one inline author', () => {
    expect(resolve({ author: 'Jonny', authorTitle: 'Hacker', author_url: 'https://j.dev', authorImageURL: '/j.png' }, { authorsMap: undefined }, '/b/')).toEqual([
      { name: 'Jonny', title: 'Hacker', url: 'https://j.dev', imageURL: '/b/j.png', key: null, page: null },
    ]);
    expect(resolve({})).toEqual([]);
  });

  it('fails on an unknown key, listing the valid ones, with file and line', () => {
    const error = errorOf(() => resolve({ authors: ['mira', 'nobody'] }));
    expect(error.diagnostics[0]).toMatchObject({ code: 'blog/unknown-author', file: 'blog/p.md', line: 3 });
    expect(error.diagnostics[0]!.message).toMatch(/"nobody"[\s\S]*- mira\n- jun/);
  });

  it('fails on a key without any authors map', () => {
    expect(errorOf(() => resolve({ authors: 'mira' }, { authorsMap: undefined })).diagnostics[0]).toMatchObject({ code: 'blog/unknown-author', line: 3 });
  });

  it('fails when authors and legacy author fields are mixed, and on duplicate keys', () => {
    expect(errorOf(() => resolve({ authors: 'mira', author: 'Other' })).diagnostics[0]!.code).toBe('blog/mixed-author-front-matter');
    expect(errorOf(() => resolve({ authors: ['mira', { key: 'mira' }] })).diagnostics[0]!.code).toBe('blog/duplicate-author');
  });
});
