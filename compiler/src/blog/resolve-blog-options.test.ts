import { describe, expect, it } from 'vitest';
import { validateSiteConfig, type BlogOptionsInput, type BlogPluginInstance } from '../config/index.js';
import { blogOptionsData, normalizeContentPath, resolveBlogOptions } from './resolve-blog-options.js';

const plugin = (options: BlogOptionsInput): BlogPluginInstance =>
  validateSiteConfig({ title: 'S', url: 'https://s.dev', plugins: [{ plugin: 'content-blog', id: 'x', options }] }, 'site.json').plugins[0] as BlogPluginInstance;

describe('resolveBlogOptions', () => {
  it('applies Docusaurus defaults and shows them as the golden does', () => {
    const data = blogOptionsData(resolveBlogOptions(plugin({})));
    expect(data).toEqual({
      archiveBasePath: 'archive',
      authorsBasePath: 'authors',
      blogDescription: 'Blog',
      blogSidebarCount: 5,
      blogSidebarTitle: 'Recent posts',
      blogTitle: 'Blog',
      editUrl: null,
      exclude: ['**/_*.{js,jsx,ts,tsx,md,mdx}', '**/_*/**', '**/*.test.{js,jsx,ts,tsx}', '**/__tests__/**'],
      feedOptions: { type: ['rss', 'atom'], title: null, description: null, copyright: '', language: undefined, limit: 20, xslt: { rss: null, atom: null } },
      include: ['**/*.{md,mdx}'],
      pageBasePath: 'page',
      path: 'blog',
      postsPerPage: 10,
      routeBasePath: 'blog',
      showReadingTime: true,
      sortPosts: 'descending',
      tagsBasePath: 'tags',
      truncateMarker: '/<!--\\s*truncate\\s*-->|\\{\\/\\*\\s*truncate\\s*\\*\\/\\}/',
    });
  });

  it('gives a user routeBasePath its leading slash; no copyright default without feeds', () => {
    const options = resolveBlogOptions(plugin({ routeBasePath: 'learn', path: './learn/', feedOptions: { type: null } }));
    expect(options.routeBasePath).toBe('/learn');
    expect(resolveBlogOptions(plugin({ routeBasePath: '/news' })).routeBasePath).toBe('/news');
    expect(options.contentPath).toBe('learn');
    expect(options.feedOptions).toEqual({ type: null, limit: 20, xslt: { rss: null, atom: null } });
    expect(resolveBlogOptions(plugin({ feedOptions: { type: 'all', copyright: '© me' } })).feedOptions).toMatchObject({ type: ['rss', 'atom', 'json'], copyright: '© me' });
  });

  it('normalises content paths', () => {
    expect(normalizeContentPath('./blog/')).toBe('blog');
    expect(normalizeContentPath('.')).toBe('.');
    expect(normalizeContentPath('content\\news')).toBe('content/news');
  });
});
