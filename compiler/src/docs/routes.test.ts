import { describe, expect, it } from 'vitest';
import { flattenRoutes } from '../routes/index.js';
import { compileDocsInstance } from './compile-docs-instance.js';
import { md, testSite } from './test-site.test-support.js';

describe('docs routes and global data with generated-index categories', () => {
  const { input, plugin } = testSite(
    {
      'docs/intro.md': md({ title: 'Intro' }),
      'docs/guides/a.md': md({ title: 'A' }),
      'docs/guides/_category_.json': JSON.stringify({ label: 'All guides', link: { type: 'generated-index', slug: '/all-guides' } }),
    },
    { baseUrl: '/base/', docs: { routeBasePath: '/' } },
  );
  const r = compileDocsInstance(input, plugin);

  it('adds generated-index pages after the doc pages of the sidebar root, with their sidebar', () => {
    const leaves = flattenRoutes(r.routes).filter(({ route }) => !route.routes).map(({ route }) => [route.component, route.path, route.sidebar, route.shows]);
    expect(leaves).toEqual([
      ['@theme/DocItem', '/base/guides/a', 'defaultSidebar', { kind: 'doc', docId: 'guides/a', version: 'current', source: 'docs/guides/a.md' }],
      ['@theme/DocItem', '/base/intro', 'defaultSidebar', { kind: 'doc', docId: 'intro', version: 'current', source: 'docs/intro.md' }],
      [
        '@theme/DocCategoryGeneratedIndexPage',
        '/base/all-guides',
        'defaultSidebar',
        { kind: 'docs-category-generated-index', version: 'current', slug: '/all-guides', title: 'All guides' },
      ],
    ]);
    // No tag used: no tags list page.
    expect(flattenRoutes(r.routes).some(({ route }) => route.component === '@theme/DocTagsListPage')).toBe(false);
  });

  it('puts the version at the docs root with priority -1 and lists the generated index in the global data', () => {
    expect(r.routes[0]).toMatchObject({ path: '/base/', component: '@theme/DocsRoot' });
    expect(r.routes[0]!.routes![0]).toMatchObject({ path: '/base/', priority: -1, component: '@theme/DocVersionRoot' });
    expect(r.globalData.path).toBe('/base/');
    expect(r.globalData.versions[0]!.docs.map((d) => d.id)).toEqual(['/all-guides', 'guides/a', 'intro']);
    expect(r.data.options.routeBasePath).toBe('/');
  });
});
