import { describe, expect, it } from 'vitest';
import type { SitePlan } from '../data/plan-site-data.js';
import type { ShellData } from '../data/site-data.js';
import { devUpdateAction } from './dev-update.js';

/** A plan with only what devUpdateAction reads: the shell, the data file ids and the pages' modules. */
function plan(shell: Partial<ShellData>, fileIds: string[]): SitePlan {
  const full = { manifest: 'm1', themeConfig: {}, search: [], ...shell } as unknown as ShellData;
  return {
    shell: full,
    manifest: [],
    files: new Map(fileIds.map((id) => [id, { text: '', value: null }])) as unknown as SitePlan['files'],
    pages: [],
    notFound: { path: '/404.html', chain: [], noIndex: true },
    warnings: [],
  };
}

const index = (url: string) => [{ name: 'site', language: 'en', tags: ['default'], url }];

describe('devUpdateAction', () => {
  it('does nothing when neither the manifest nor the search indices changed', () => {
    expect(devUpdateAction(plan({ search: index('/search/site.a.json') }, ['a']), plan({ search: index('/search/site.a.json') }, ['a']))).toEqual({ kind: 'none' });
  });

  it('pushes renamed search index files with the update instead of reloading the page', () => {
    const action = devUpdateAction(plan({ search: index('/search/site.a.json') }, ['a', 'b']), plan({ manifest: 'm2', search: index('/search/site.b.json') }, ['a']));
    expect(action).toEqual({ kind: 'update', update: { shellChanged: false, manifest: 'm2', removed: ['b'], search: index('/search/site.b.json') } });
  });

  it('reloads when anything else of the shell changed', () => {
    const action = devUpdateAction(plan({ themeConfig: { navbar: { title: 'A' } } }, []), plan({ themeConfig: { navbar: { title: 'B' } } }, []));
    expect(action.kind).toBe('reload');
  });
});
