import { describe, expect, it } from 'vitest';
import { validateSiteConfig, type BlogOptionsInput, type BlogPluginInstance } from '../config/index.js';
import { loadTagsFile } from '../tags/index.js';
import { loadBlogPost, type BlogPostContext } from './blog-post.js';
import { resolveBlogOptions } from './resolve-blog-options.js';

function context(options: BlogOptionsInput = {}, over: Partial<BlogPostContext> = {}): BlogPostContext {
  const plugin = validateSiteConfig({ title: 'S', url: 'https://s.dev', plugins: [{ plugin: 'content-blog', options }] }, 'site.json').plugins[0] as BlogPluginInstance;
  return { options: resolveBlogOptions(plugin), baseUrl: '/', mode: 'production', authorsMap: undefined, tagsFile: null, fileHistory: new Map(), ...over };
}

describe('loadBlogPost', () => {
  it('takes title from front matter, else the first h1, else the file name', () => {
    expect(loadBlogPost('2024-01-01-a.md', '---\ntitle: Front\n---\n# Heading\n\nText', context()).post!.title).toBe('Front');
    expect(loadBlogPost('2024-01-01-a.md', '# Heading\n\nText', context()).post!.title).toBe('Heading');
    expect(loadBlogPost('2024-01-01-a.md', 'Setext\n===\n\nText', context()).post!.title).toBe('Setext');
    expect(loadBlogPost('2024-01-01-plain-name.md', 'Just text', context()).post!.title).toBe('plain-name');
  });

  it('prefers the front matter date (slug keeps the file date), reading strings as UTC', () => {
    const post = loadBlogPost('2025-01-08-review.md', '---\ndate: 2024-12-30\n---\nx', context()).post!;
    expect(post.date.toISOString()).toBe('2024-12-30T00:00:00.000Z');
    expect(post.id).toBe('/2025/01/08/review');
    expect(loadBlogPost('a.md', '---\ndate: "2024-05-13 15:30"\n---\nx', context()).post!.date.toISOString()).toBe('2024-05-13T15:30:00.000Z');
  });

  it('drops drafts in production only; unlisted only counts in production', () => {
    const text = '---\ndraft: true\n---\nx';
    expect(loadBlogPost('2024-01-01-a.md', text, context()).post).toBeUndefined();
    expect(loadBlogPost('2024-01-01-a.md', text, context({}, { mode: 'development' })).post!.draft).toBe(true);
    const unlisted = '---\nunlisted: true\n---\nx';
    expect(loadBlogPost('2024-01-01-a.md', unlisted, context()).post!.unlisted).toBe(true);
    expect(loadBlogPost('2024-01-01-a.md', unlisted, context({}, { mode: 'development' })).post!.unlisted).toBe(false);
  });

  it('reports the deprecated id front matter and inline tags when a tags file exists', () => {
    const tagsFile = loadTagsFile(new Map([['blog/tags.yml', 'known:\n']]), 'blog', undefined);
    const { diagnostics } = loadBlogPost('2024-01-01-a.md', '---\nid: old\ntags: [known, unknown]\n---\nx', context({}, { tagsFile }));
    expect(diagnostics.map((d) => [d.code, d.line])).toEqual([
      ['blog/deprecated-id', 2],
      ['tags/inline-tags', 3],
    ]);
  });

  it('skips reading time when showReadingTime is off and keeps last update data when asked', () => {
    const off = loadBlogPost('2024-01-01-a.md', 'Some words here', context({ showReadingTime: false })).post!;
    expect(off.readingTime).toBeUndefined();
    const history = new Map([['blog/2024-01-01-a.md', { lastUpdatedAt: 1000, lastUpdatedBy: 'git-user' }]]);
    const on = loadBlogPost('2024-01-01-a.md', '---\nlast_update: {author: fm-user}\n---\nx', context({ showLastUpdateTime: true, showLastUpdateAuthor: true }, { fileHistory: history })).post!;
    expect([on.lastUpdatedAt, on.lastUpdatedBy]).toEqual([1000, 'fm-user']);
  });
});
