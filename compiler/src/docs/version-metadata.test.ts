import { describe, expect, it } from 'vitest';
import { docsOptionsSchema, type DocsOptionsInput } from '../config/index.js';
import { resolveVersions } from './version-metadata.js';

const opts = (o: DocsOptionsInput = {}) => docsOptionsSchema.parse(o);
const versionsFile = (names: string[], file = 'versions.json') => new Map([[file, JSON.stringify(names)]]);

describe('resolveVersions', () => {
  it('computes the features versions (lastVersion older than another version)', () => {
    const options = opts({
      path: 'docs',
      sidebarPath: 'sidebars.json',
      editUrl: 'https://github.com/framewright/framewright/edit/main/website/',
      lastVersion: '3.2',
      versions: {
        current: { label: 'Canary', path: 'canary', banner: 'none', className: 'docs-canary' },
        '4.0': { label: '4.0 (beta)', noIndex: true },
        '3.2': { label: '3.2', badge: false },
      },
    });
    const [current, v4, v32] = resolveVersions(versionsFile(['4.0', '3.2']), options, '/', 'site.json');
    expect(current).toEqual({
      name: 'current',
      label: 'Canary',
      path: '/docs/canary',
      tagsPath: '/docs/canary/tags',
      isLast: false,
      routePriority: undefined,
      banner: null,
      badge: true,
      noIndex: false,
      className: 'docs-canary',
      contentPath: 'docs',
      sidebarFilePath: 'sidebars.json',
      editUrl: 'https://github.com/framewright/framewright/edit/main/website/docs',
    });
    expect(v4).toMatchObject({
      path: '/docs/4.0',
      banner: 'unreleased',
      noIndex: true,
      className: 'docs-version-4.0',
      contentPath: 'versioned_docs/version-4.0',
      sidebarFilePath: 'versioned_sidebars/version-4.0-sidebars.json',
      editUrl: 'https://github.com/framewright/framewright/edit/main/website/versioned_docs/version-4.0',
    });
    expect(v32).toMatchObject({ path: '/docs', tagsPath: '/docs/tags', isLast: true, routePriority: -1, banner: null, badge: false });
  });

  it('applies Docusaurus defaults: Next at /next, unmaintained older versions, badge only with several versions', () => {
    const [current, v2, v1] = resolveVersions(versionsFile(['2.0', '1.0']), opts(), '/', 'site.json');
    expect([current!.label, current!.path, current!.banner, current!.badge]).toEqual(['Next', '/docs/next', 'unreleased', true]);
    expect([v2!.label, v2!.path, v2!.isLast, v2!.banner]).toEqual(['2.0', '/docs', true, null]);
    expect([v1!.path, v1!.banner]).toEqual(['/docs/1.0', 'unmaintained']);
    const [only] = resolveVersions(new Map(), opts({ routeBasePath: '/' }), '/', 'site.json');
    expect(only).toMatchObject({ label: 'Next', path: '/', tagsPath: '/tags', isLast: true, routePriority: -1, banner: null, badge: false });
  });

  it('uses prefixed versioning paths for another instance and the baseUrl', () => {
    const [current, v1] = resolveVersions(versionsFile(['1.0'], 'community_versions.json'), opts({ id: 'community', path: './community/', routeBasePath: 'community' }), '/base/', 'site.json');
    expect(current).toMatchObject({ contentPath: 'community', path: '/base/community/next', sidebarFilePath: undefined, editUrl: undefined });
    expect(v1).toMatchObject({
      path: '/base/community',
      contentPath: 'community_versioned_docs/version-1.0',
      sidebarFilePath: 'community_versioned_sidebars/version-1.0-sidebars.json',
    });
  });

  it('filters with onlyIncludeVersions and edits the current folder with editCurrentVersion', () => {
    const versions = resolveVersions(
      versionsFile(['2.0', '1.0']),
      opts({ onlyIncludeVersions: ['current', '1.0'], editUrl: 'https://e.org/', editCurrentVersion: true, sidebarPath: false }),
      '/',
      'site.json',
    );
    expect(versions.map((v) => [v.name, v.path, v.editUrl, v.badge])).toEqual([
      ['current', '/docs/next', 'https://e.org/docs', true],
      ['1.0', '/docs', 'https://e.org/docs', true],
    ]);
    expect(versions[0]!.sidebarFilePath).toBe(false);
  });
});
