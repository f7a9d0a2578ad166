import { describe, expect, it } from 'vitest';
import { CompileError } from '../diagnostics/index.js';
import { loadAuthorsMap, type AuthorsMapParams } from './authors-map.js';
import { errorOf } from '../test-support/error-of.js';

const params = (text: string | undefined, extra: Partial<AuthorsMapParams> = {}): AuthorsMapParams => ({
  files: new Map(text === undefined ? [] : [['blog/authors.yml', text]]),
  contentPath: 'blog',
  authorsMapPath: 'authors.yml',
  authorsBaseRoutePath: '/blog/authors',
  baseUrl: '/',
  ...extra,
});


describe('loadAuthorsMap', () => {
  it('is undefined without a file or with an empty one', () => {
    expect(loadAuthorsMap(params(undefined))).toBeUndefined();
    expect(loadAuthorsMap(params('# nothing\n'))).toBeUndefined();
  });

  it('normalises authors: image_url renamed, pages, socials, site-relative images with baseUrl', () => {
    const map = loadAuthorsMap(
      params(
        [
          'mira:',
          '  name: Mira',
          '  image_url: https://x.dev/mira.png',
          '  page: true',
          '  socials: {github: mirakow, stackoverflow: 4711}',
          'tobias:',
          '  name: Tobias',
          '  page: {permalink: tobias-w}',
          'bot:',
          '  image_url: /img/bot.png',
          'JaneDoe2:',
          '  name: Jane',
          '  page: true',
        ].join('\n'),
        { baseUrl: '/base/', authorsBaseRoutePath: '/base/blog/authors' },
      ),
    )!;
    expect([...map.keys()]).toEqual(['mira', 'tobias', 'bot', 'JaneDoe2']);
    expect(map.get('mira')).toEqual({
      key: 'mira',
      name: 'Mira',
      imageURL: 'https://x.dev/mira.png',
      page: { permalink: '/base/blog/authors/mira' },
      socials: { github: 'https://github.com/mirakow', stackoverflow: 'https://stackoverflow.com/users/4711' },
    });
    expect(map.get('tobias')!.page).toEqual({ permalink: '/base/blog/authors/tobias-w' });
    expect(map.get('bot')).toEqual({ key: 'bot', imageURL: '/base/img/bot.png', page: null });
    expect(map.get('JaneDoe2')!.page).toEqual({ permalink: '/base/blog/authors/jane-doe-2' });
  });

  it('reads a JSON authors file named by authorsMapPath', () => {
    const map = loadAuthorsMap({ ...params(undefined), files: new Map([['blog/meta/authors.json', '{"a": {"name": "A"}}']]), authorsMapPath: 'meta/authors.json' });
    expect(map?.get('a')).toEqual({ key: 'a', name: 'A', page: null });
  });

  it('reports every bad author with its line', () => {
    const error = errorOf(() => loadAuthorsMap(params('good:\n  name: G\nnoname:\n  title: T\nbadpage:\n  name: B\n  page: yes-please\n')));
    expect(error.diagnostics.map((d) => [d.code, d.file, d.line])).toEqual([
      ['blog/invalid-authors-map', 'blog/authors.yml', 3],
      ['blog/invalid-authors-map', 'blog/authors.yml', 5],
    ]);
    expect(error.diagnostics[0]!.message).toMatch(/noname.*name or an image_url/);
  });

  it('refuses invalid YAML and non-mappings', () => {
    expect(errorOf(() => loadAuthorsMap(params('a: [unclosed\n'))).diagnostics[0]).toMatchObject({ code: 'blog/invalid-authors-map', file: 'blog/authors.yml' });
    expect(errorOf(() => loadAuthorsMap(params('- a\n- b\n'))).diagnostics[0]!.message).toMatch(/mapping/);
  });

  it('refuses two authors with the same page permalink', () => {
    const error = errorOf(() => loadAuthorsMap(params('a:\n  name: A\n  page: {permalink: same}\nb:\n  name: B\n  page: {permalink: same}\n')));
    expect(error.diagnostics[0]).toMatchObject({ code: 'blog/duplicate-author-permalink' });
    expect(error.diagnostics[0]!.message).toContain('/blog/authors/same');
  });
});
