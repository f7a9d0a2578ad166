import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { compile } from '../compile.js';
import { loadSite, siteInputFromFiles } from '../content/index.js';
import { validateSiteConfig } from '../config/index.js';

const SITES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../fixtures/sites');

describe('docs versions in the graph', () => {
  it('leave sidebarFilePath absent where Docusaurus leaves it undefined (no sidebarPath: default sidebar), not null', async () => {
    const { graph } = compile(await loadSite(path.join(SITES, 'docs-minimal')));
    const version = graph.docs.default!.versions[0]!;
    expect(Object.keys(version)).not.toContain('sidebarFilePath');
    expect(JSON.stringify(graph)).not.toContain('"sidebarFilePath":null');
  });

  it('keep false when sidebars are turned off, and the file when one is given', () => {
    const config = (sidebarPath: string | false) =>
      validateSiteConfig({ title: 'T', url: 'https://example.org', baseUrl: '/', plugins: [{ plugin: 'content-docs', id: 'default', options: { path: 'docs', sidebarPath } }] }, 'site.json');
    const files = { 'docs/intro.md': '# Intro\n', 'sidebars.json': '{"main": ["intro"]}' };
    const off = compile(siteInputFromFiles(config(false), files)).graph.docs.default!.versions[0]!;
    expect(off.sidebarFilePath).toBe(false);
    const given = compile(siteInputFromFiles(config('sidebars.json'), files)).graph.docs.default!.versions[0]!;
    expect(given.sidebarFilePath).toBe('sidebars.json');
  });
});
