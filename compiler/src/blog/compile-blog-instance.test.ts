import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateSiteConfig, type BlogOptionsInput, type BlogPluginInstance } from '../config/index.js';
import { siteInputFromFiles, type SiteInput } from '../content/index.js';
import { CompileError } from '../diagnostics/index.js';
import { renderFeedFiles } from '../feeds/index.js';
import { compileBlogInstance } from './compile-blog-instance.js';
import { errorOf } from '../test-support/error-of.js';

function site(
  files: Record<string, string>,
  options: BlogOptionsInput = {},
  extra: { mode?: SiteInput['mode']; baseUrl?: string; trailingSlash?: boolean | null } = {},
): { input: SiteInput; plugin: BlogPluginInstance } {
  const config = validateSiteConfig(
    {
      title: 'Site',
      url: 'https://site.dev',
      baseUrl: extra.baseUrl ?? '/',
      trailingSlash: extra.trailingSlash ?? null,
      favicon: 'img/favicon.ico',
      plugins: [{ plugin: 'content-blog', id: 'default', options }],
    },
    'site.json',
  );
  const plugin = config.plugins[0] as BlogPluginInstance;
  return { input: siteInputFromFiles(config, files, { mode: extra.mode }), plugin };
}

function compile(files: Record<string, string>, options: BlogOptionsInput = {}, extra: Parameters<typeof site>[2] = {}) {
  const { input, plugin } = site(files, options, extra);
  return compileBlogInstance(input, plugin);
}


const post = (fm: string, body = 'Intro.\n\n<!-- truncate -->\n\nMore.') => `---\n${fm}\n---\n\n${body}\n`;

const BLOG = {
  'blog/authors.yml': 'mira:\n  name: Mira\n  page: true\njun:\n  name: Jun\n',
  'blog/tags.yml': 'release:\n  label: Release\n  description: Releases.\nperf:\n  permalink: /performance\n',
  'blog/2024-01-10-first.md': post('title: First\nauthors: mira\ntags: [release]'),
  'blog/2024/02/20/second/index.md': post('authors: [mira, jun]\ntags: [perf, release]', '# Second post\n\nIntro.\n\n{/* truncate */}\n\nMore.'),
  'blog/2024-03-05-third/index.mdx': post('title: Third\nslug: custom-third\nauthors: jun'),
  'blog/releases/2024-04-01-v2.md': post('title: V2\nauthors: mira\ntags: [release]'),
  'blog/undated.md': post('title: Undated\ndate: 2024-05-01T10:30:00Z\nauthors: jun\nunlisted: true\ntags: [secret]'),
  'blog/2024-06-01-draft.md': post('title: Draft\ndraft: true\nauthors: jun'),
  'blog/_partial.md': 'not a post',
};

describe('compileBlogInstance', () => {
  it('loads posts from every supported layout, newest first, drafts dropped', () => {
    const { data } = compile(BLOG);
    expect(data.posts.map((p) => [p.id, p.permalink, p.date, p.title])).toEqual([
      ['/undated', '/blog/undated', '2024-05-01T10:30:00.000Z', 'Undated'],
      ['/2024/04/01/releases/v2', '/blog/2024/04/01/releases/v2', '2024-04-01T00:00:00.000Z', 'V2'],
      ['custom-third', '/blog/custom-third', '2024-03-05T00:00:00.000Z', 'Third'],
      ['/2024/02/20/second', '/blog/2024/02/20/second', '2024-02-20T00:00:00.000Z', 'Second post'],
      ['/2024/01/10/first', '/blog/2024/01/10/first', '2024-01-10T00:00:00.000Z', 'First'],
    ]);
    expect(data.posts.every((p) => p.hasTruncateMarker && !p.draft)).toBe(true);
  });

  it('links listed posts to their neighbours and leaves unlisted ones out of lists, tags, archive and feeds', () => {
    const { data, routes } = compile(BLOG);
    const byId = new Map(data.posts.map((p) => [p.id, p]));
    expect(byId.get('/undated')).toMatchObject({ unlisted: true, prevItem: null, nextItem: null });
    expect(byId.get('/2024/04/01/releases/v2')!.prevItem).toBeNull();
    expect(byId.get('/2024/04/01/releases/v2')!.nextItem).toEqual({ title: 'Third', permalink: '/blog/custom-third' });
    expect(byId.get('/2024/01/10/first')!.nextItem).toBeNull();
    expect(data.listPages.map((p) => p.items)).toEqual([['/2024/04/01/releases/v2', 'custom-third', '/2024/02/20/second', '/2024/01/10/first']]);
    expect(data.archive).toEqual({ permalink: '/blog/archive', postIds: data.listPages[0]!.items });
    expect(data.feed.items.map((i) => i.link)).not.toContain('https://site.dev/blog/undated');
    expect(data.sidebar.items[0]).toMatchObject({ title: 'Undated', unlisted: true });
    const secret = data.tags.find((t) => t.label === 'secret')!;
    expect(secret).toMatchObject({ unlisted: true, inline: true, items: ['/undated'] });
    expect(data.tagsListProp.map((t) => t.label)).toEqual(['Release', 'Perf']);
    expect(routes.find((r) => r.path === '/blog/undated')?.shows).toEqual({ kind: 'blog-post', postId: '/undated', source: 'blog/undated.md' });
  });

  it('builds tags from tags.yml and inline tags, with warnings for inline ones', () => {
    const { data, diagnostics } = compile(BLOG);
    // Tags come in the order posts (newest first) first use them.
    expect(data.tags.map((t) => [t.label, t.permalink, t.description, t.items.length, t.pages.length])).toEqual([
      ['secret', '/blog/tags/secret', null, 1, 1],
      ['Release', '/blog/tags/release', 'Releases.', 3, 1],
      ['Perf', '/blog/tags/performance', null, 1, 1],
    ]);
    expect(data.tagsListProp).toEqual([
      { label: 'Release', permalink: '/blog/tags/release', description: 'Releases.', count: 3 },
      { label: 'Perf', permalink: '/blog/tags/performance', count: 1 },
    ]);
    expect(diagnostics.filter((d) => d.code === 'tags/inline-tags').map((d) => [d.file, d.line])).toEqual([['blog/undated.md', 6]]);
  });

  it('resolves authors and author pages, paginated with authorsBasePath as page segment', () => {
    const files: Record<string, string> = { 'blog/authors.yml': 'mira:\n  name: Mira\n  page: true\n' };
    for (let i = 1; i <= 3; i++) files[`blog/2024-01-0${i}-p${i}.md`] = post(`title: P${i}\nauthors: mira`);
    const { data, routes } = compile(files, { postsPerPage: 2 });
    expect(data.authorsMap).toEqual([{ key: 'mira', name: 'Mira', page: { permalink: '/blog/authors/mira' } }]);
    expect(routes.filter((r) => r.shows.kind === 'blog-author').map((r) => [r.path, r.shows])).toEqual([
      ['/blog/authors/mira', { kind: 'blog-author', author: 'mira', page: 1, postIds: ['/2024/01/03/p3', '/2024/01/02/p2'] }],
      ['/blog/authors/mira/authors/2', { kind: 'blog-author', author: 'mira', page: 2, postIds: ['/2024/01/01/p1'] }],
    ]);
    expect(routes.find((r) => r.shows.kind === 'blog-authors-list')).toMatchObject({ path: '/blog/authors', shows: { authors: ['mira'] } });
  });

  it('creates every route kind once, exact, with the Docusaurus components', () => {
    const { routes } = compile(BLOG);
    const kinds = routes.map((r) => `${r.shows.kind} ${r.component} ${r.path}`);
    expect(kinds).toContain('blog-list @theme/BlogListPage /blog');
    expect(kinds).toContain('blog-tags-list @theme/BlogTagsListPage /blog/tags');
    expect(kinds).toContain('blog-tag @theme/BlogTagsPostsPage /blog/tags/release');
    expect(kinds).toContain('blog-archive @theme/BlogArchivePage /blog/archive');
    expect(kinds).toContain('blog-authors-list @theme/Blog/Pages/BlogAuthorsListPage /blog/authors');
    expect(kinds).toContain('blog-author @theme/Blog/Pages/BlogAuthorsPostsPage /blog/authors/mira');
    expect(routes.every((r) => r.exact && r.plugin === 'docusaurus-plugin-content-blog@default')).toBe(true);
    expect(new Set(routes.map((r) => r.path)).size).toBe(routes.length);
  });

  it('keeps drafts in development, and unlisted posts listed there', () => {
    const { data } = compile(BLOG, {}, { mode: 'development' });
    const draft = data.posts.find((p) => p.title === 'Draft')!;
    expect(draft.draft).toBe(true);
    expect(data.posts.find((p) => p.title === 'Undated')!.unlisted).toBe(false);
    expect(data.listPages[0]!.items).toContain(draft.id);
  });

  it("sorts ascending, archive off, 'ALL' per page and in the sidebar", () => {
    const { data, routes } = compile(BLOG, { sortPosts: 'ascending', archiveBasePath: null, postsPerPage: 'ALL', blogSidebarCount: 'ALL', routeBasePath: 'learn' });
    expect(data.posts[0]!.id).toBe('/2024/01/10/first');
    expect(data.posts[0]!.nextItem?.title).toBe('Second post');
    expect(data.archive).toBeNull();
    expect(data.listPages).toHaveLength(1);
    expect(data.listPages[0]!.postsPerPage).toBe(4);
    expect(data.sidebar.items).toHaveLength(5);
    expect(data.options.routeBasePath).toBe('/learn');
    expect(routes.some((r) => r.shows.kind === 'blog-archive')).toBe(false);
  });

  it('gives the archive the path of its route, trailingSlash applied; metadata permalinks stay as written', () => {
    const files = { 'blog/2024-01-10-first.md': post('title: First\ntags: [release]') };
    for (const [trailingSlash, archivePath] of [[true, '/base/blog/archive/'], [false, '/base/blog/archive'], [null, '/base/blog/archive']] as const) {
      const { data, routes } = compile(files, {}, { baseUrl: '/base/', trailingSlash });
      expect(data.archive?.permalink).toBe(archivePath);
      expect(routes.find((r) => r.shows.kind === 'blog-archive')?.path).toBe(archivePath);
      // Docusaurus's metadata keeps its own form: only the router adds the slash to these.
      expect(data.posts[0]!.permalink).toBe('/base/blog/2024/01/10/first');
      expect(data.listPages[0]!.permalink).toBe('/base/blog');
      expect(data.tagsListPath).toBe('/base/blog/tags');
    }
  });

  it('groups the sidebar by year for the theme', () => {
    const { data } = compile({
      'blog/2023-12-31-a.md': post('title: A'),
      'blog/2024-01-01-b.md': post('title: B'),
      'blog/2024-02-01-c.md': post('title: C'),
    });
    expect(data.sidebarYears.map((y) => [y.year, y.items.map((i) => i.title)])).toEqual([
      ['2024', ['C', 'B']],
      ['2023', ['A']],
    ]);
  });

  it('computes reading time, edit URLs, descriptions, and baseUrl in every permalink', () => {
    const { data } = compile(
      { 'blog/2024-01-01-a.md': post('authors: {name: Ana, image_url: /img/ana.png}', '# Title here\n\nFirst *words* of it.\n\n<!-- truncate -->') },
      { editUrl: 'https://github.com/o/r/edit/main/website/' },
      { baseUrl: '/base/' },
    );
    expect(data.posts[0]).toMatchObject({
      title: 'Title here',
      description: 'First words of it.',
      permalink: '/base/blog/2024/01/01/a',
      editUrl: 'https://github.com/o/r/edit/main/website/blog/2024-01-01-a.md',
      readingTime: 0.04, // 7 words after the title is removed (10 with it)
    });
    expect(data.posts[0]!.authors[0]!.imageURL).toBe('/base/img/ana.png');
    expect(data.tagsListPath).toBe('/base/blog/tags');
  });

  it('warns about untruncated posts (listing them) and inline authors, as the options say', () => {
    const files = {
      'blog/2024-01-01-a.md': post('authors: {name: Ana}', 'No marker.'),
      'blog/2024-01-02-b.md': post('title: B', 'No marker either.'),
    };
    const { diagnostics } = compile(files);
    const untruncated = diagnostics.find((d) => d.code === 'blog/untruncated-posts')!;
    expect(untruncated.message).toContain('- "blog/2024-01-02-b.md"\n- "blog/2024-01-01-a.md"');
    expect(diagnostics.find((d) => d.code === 'blog/inline-authors')).toMatchObject({ level: 'warning', file: 'blog/2024-01-01-a.md', line: 2 });
    expect(compile(files, { onInlineAuthors: 'ignore', onUntruncatedBlogPosts: 'log' }).diagnostics.map((d) => [d.code, d.level])).toEqual([
      ['blog/untruncated-posts', 'info'],
    ]);
    expect(errorOf(() => compile(files, { onUntruncatedBlogPosts: 'throw' })).diagnostics[0]!.code).toBe('blog/untruncated-posts');
    expect(errorOf(() => compile(files, { onInlineAuthors: 'throw' })).diagnostics[0]).toMatchObject({ code: 'blog/inline-authors', line: 2 });
  });

  it('dates a post without date by its first commit silently, and warns when it has no history', () => {
    const { input, plugin } = site({ 'blog/notes.md': post('title: Notes') });
    const dated = compileBlogInstance(input, plugin, { fileHistory: new Map([['blog/notes.md', { createdAt: Date.UTC(2023, 4, 6) }]]) });
    expect(dated.data.posts[0]!.date).toBe('2023-05-06T00:00:00.000Z');
    expect(dated.diagnostics.find((d) => d.code === 'blog/post-without-date')).toBeUndefined();
    const fromInput = compileBlogInstance({ ...input, fileHistory: new Map([['blog/notes.md', { createdAt: Date.UTC(2022, 0, 2) }]]) }, plugin);
    expect(fromInput.data.posts[0]!.date).toBe('2022-01-02T00:00:00.000Z');
    const undated = compileBlogInstance(input, plugin);
    expect(undated.data.posts[0]!.date).toBe('1970-01-01T00:00:00.000Z');
    expect(undated.diagnostics.find((d) => d.code === 'blog/post-without-date')).toMatchObject({ level: 'warning', file: 'blog/notes.md' });
  });

  it('gives empty data and no routes without a blog folder (as for redux)', () => {
    const { data, routes, feedModel, diagnostics } = compile({ 'docs/intro.md': '# Intro' });
    expect(data).toMatchObject({ posts: [], listPages: [], tags: [], tagsListProp: [], archive: null, authorsMap: null, sidebar: { items: [] } });
    expect(data.feed).toEqual({ types: ['rss', 'atom'], produced: false, headTags: [], files: [], channel: null, items: [] });
    expect([routes, feedModel, diagnostics]).toEqual([[], null, []]);
  });

  it('plans the feeds the options ask for (data: the feeds stage writes them)', () => {
    const { feedModel, data } = compile(BLOG, { feedOptions: { type: 'all', limit: 2 } });
    expect(feedModel).toMatchObject({ types: ['rss', 'atom', 'json'], folder: 'blog' });
    expect(renderFeedFiles(feedModel!).map((f) => f.path)).toEqual(['blog/rss.xml', 'blog/atom.xml', 'blog/feed.json']);
    expect(feedModel!.items).toEqual(data.feed.items);
    expect(data.feed.items).toHaveLength(2);
    expect(compile(BLOG, { feedOptions: { type: null } }).feedModel).toBeNull();
  });

  it('checks user feed stylesheets: missing is an error, present is written by the user', () => {
    const opts = { feedOptions: { type: ['rss'] as ['rss'], xslt: { rss: 'custom.xsl' } } } as BlogOptionsInput;
    expect(errorOf(() => compile(BLOG, opts)).diagnostics[0]!.code).toBe('blog/missing-xslt');
    const { input, plugin } = site(BLOG, opts);
    const withFile = { ...input, assets: new Map([['blog/custom.xsl', { size: 1, sha256: '0' }]]) };
    const result = compileBlogInstance(withFile, plugin);
    expect(result.diagnostics.find((d) => d.code === 'blog/xslt-not-copied')).toMatchObject({ file: 'blog/custom.xsl' });
    expect(renderFeedFiles(result.feedModel!)[0]!.content).toContain('href="custom.xsl"');
  });

  it('returns post bodies without title, with the truncated preview', () => {
    const { posts } = compile(BLOG);
    const second = posts.find((p) => p.source === 'blog/2024/02/20/second/index.md')!;
    expect(second.content.startsWith('Intro.')).toBe(true);
    expect(second.truncatedContent).toBe('Intro.\n\n');
    expect(second.bodyLineOffset).toBe(7); // 4 front matter lines, a blank, the title and a blank
  });
});

describe('compileBlogInstance errors', () => {
  it('fails on an unparsable date in the file name or front matter, naming file and line', () => {
    expect(errorOf(() => compile({ 'blog/2024-13-45-bad.md': post('title: Bad') })).diagnostics[0]).toMatchObject({
      code: 'blog/invalid-date',
      file: 'blog/2024-13-45-bad.md',
    });
    expect(errorOf(() => compile({ 'blog/bad.md': post('title: Bad\ndate: "2024-05-13T15:30:00+02:00"') })).diagnostics[0]).toMatchObject({
      file: 'blog/bad.md',
    });
    expect(errorOf(() => compile({ 'blog/bad.md': post('title: Bad\ndate: "someday"') })).diagnostics[0]).toMatchObject({
      file: 'blog/bad.md',
      line: 3,
    });
  });

  it('fails on an unknown author key with file and line', () => {
    expect(errorOf(() => compile({ 'blog/authors.yml': 'a:\n  name: A\n', 'blog/2024-01-01-x.md': post('title: X\nauthors: [a, zed]') })).diagnostics[0]).toMatchObject({
      code: 'blog/unknown-author',
      file: 'blog/2024-01-01-x.md',
      line: 3,
    });
  });

  it('fails on duplicate slugs and permalinks, naming both files', () => {
    const dupSlug = errorOf(() => compile({ 'blog/a.md': post('date: 2024-01-01\nslug: same'), 'blog/b.md': post('date: 2024-01-02\nslug: same') }));
    expect(dupSlug.diagnostics).toHaveLength(1);
    expect(dupSlug.diagnostics[0]).toMatchObject({ code: 'blog/duplicate-slug', file: 'blog/b.md', line: 3 });
    expect(dupSlug.diagnostics[0]!.message).toContain('blog/a.md');
    const dupPermalink = errorOf(() => compile({ 'blog/x/index.md': post('date: 2024-01-01'), 'blog/x.md': post('date: 2024-01-02') }));
    expect(dupPermalink.diagnostics[0]!.code).toMatch(/blog\/duplicate-(slug|permalink)/);
  });
});

describe('list pages (property)', () => {
  const postArb = fc.record({
    day: fc.integer({ min: 0, max: 400 }),
    unlisted: fc.boolean(),
  });
  it('partition the listed posts in date order, at most postsPerPage each, with consistent links', () => {
    fc.assert(
      fc.property(
        fc.array(postArb, { maxLength: 30 }),
        fc.oneof(fc.integer({ min: 1, max: 12 }), fc.constant('ALL' as const)),
        fc.constantFrom('descending' as const, 'ascending' as const),
        (specs, postsPerPage, sortPosts) => {
          const files: Record<string, string> = {};
          specs.forEach((s, i) => {
            const date = new Date(Date.UTC(2020, 0, 1 + s.day)).toISOString().slice(0, 10);
            files[`blog/${date}-post-${i}.md`] = post(`title: P${i}\nunlisted: ${s.unlisted}`);
          });
          const { data } = compile(files, { postsPerPage, sortPosts, onUntruncatedBlogPosts: 'ignore' });
          const listed = data.posts.filter((p) => !p.unlisted);
          if (data.posts.length === 0 || (postsPerPage === 'ALL' && listed.length === 0)) {
            expect(data.listPages).toEqual([]);
            return;
          }
          expect(data.listPages.flatMap((p) => p.items)).toEqual(listed.map((p) => p.id));
          const dates = listed.map((p) => p.date);
          const ordered = [...dates].sort();
          expect(dates).toEqual(sortPosts === 'ascending' ? ordered : ordered.reverse());
          const limit = postsPerPage === 'ALL' ? listed.length : postsPerPage;
          data.listPages.forEach((page, i) => {
            expect(page.items.length).toBeLessThanOrEqual(limit);
            expect(page.previousPage).toBe(data.listPages[i - 1]?.permalink);
            expect(page.nextPage).toBe(data.listPages[i + 1]?.permalink);
            expect(page.permalink).toBe(i === 0 ? '/blog' : `/blog/page/${i + 1}`);
          });
        },
      ),
      { numRuns: 60 },
    );
  });

  it('give 10/10/2 for 22 posts at 10 a page', () => {
    const files: Record<string, string> = {};
    for (let i = 0; i < 22; i++) files[`blog/2024-01-${String(i + 1).padStart(2, '0')}-p.md`] = post(`title: P${i}`);
    const { data } = compile(files);
    expect(data.listPages.map((p) => p.items.length)).toEqual([10, 10, 2]);
    expect(data.listPages.map((p) => p.permalink)).toEqual(['/blog', '/blog/page/2', '/blog/page/3']);
  });
});
