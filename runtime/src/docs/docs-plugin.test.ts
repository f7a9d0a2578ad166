import { describe, expect, it } from 'vitest';
import type { ShellData, ShellDocsVersion } from '../data/site-data.js';
import { DocsDataError, activeDocsPlugin, activeVersion, docsPlugin, navbarVersion, versionTarget } from './docs-plugin.js';

const v = (name: string, path: string, isLast = false): ShellDocsVersion => ({ name, label: name, path, isLast, mainDocPath: `${path}/`, sidebars: {}, docs: {}, drafts: [] });
const shell = {
  docs: [
    { pluginId: 'default', path: '/docs', breadcrumbs: true, versions: [v('current', '/docs/canary'), v('4.0', '/docs/4.0'), v('3.2', '/docs', true)] },
    { pluginId: 'community', path: '/community', breadcrumbs: false, versions: [v('current', '/community', true)] },
  ],
} as unknown as ShellData;

describe('docs plugin hooks', () => {
  it('finds the active plugin and version by path', () => {
    expect(activeDocsPlugin(shell, '/community/x')?.pluginId).toBe('community');
    const docs = activeDocsPlugin(shell, '/docs/canary/intro')!;
    expect(activeVersion(docs, '/docs/canary/intro')?.name).toBe('current');
    expect(activeVersion(docs, '/docs/4.0/')?.name).toBe('4.0');
    expect(activeVersion(docs, '/docs/intro')?.name).toBe('3.2');
    expect(activeDocsPlugin(shell, '/blog')).toBeUndefined();
  });
  it('throws with the available ids', () => {
    expect(() => docsPlugin(shell, 'api')).toThrow(DocsDataError);
    expect(() => docsPlugin(shell, 'api')).toThrow(/"default", "community"/);
    expect(() => activeDocsPlugin(shell, '/blog', true)).toThrow(/No docs plugin is active for the path "\/blog"/);
  });
  it('sends the version dropdown to the same doc, else the main doc', () => {
    expect(versionTarget(v('4.0', '/docs/4.0'), { '4.0': '/docs/4.0/install' })).toBe('/docs/4.0/install');
    expect(versionTarget(v('4.0', '/docs/4.0'), { current: '/docs/canary/x' })).toBe('/docs/4.0/');
  });
  it('links navbar doc items to the active, else preferred, else last version', () => {
    const docs = shell.docs[0]!;
    expect(navbarVersion(docs, '/docs/4.0/x', 'current').name).toBe('4.0');
    expect(navbarVersion(docs, '/blog', 'current').name).toBe('current');
    expect(navbarVersion(docs, '/blog', null).name).toBe('3.2');
  });
});
