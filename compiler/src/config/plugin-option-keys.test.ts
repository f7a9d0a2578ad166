import { describe, expect, it } from 'vitest';
import { pluginOptionKeyDiagnostics } from './plugin-option-keys.js';

const site = (plugins: unknown[]) => ({ title: 'T', plugins });

describe('pluginOptionKeyDiagnostics', () => {
  it('accepts the options sitegraph reads', () => {
    expect(pluginOptionKeyDiagnostics(site([{ plugin: 'content-docs', id: 'default', options: { path: 'docs', sidebarPath: 'sidebars.json', breadcrumbs: false } }]), 'site.json', 'error')).toEqual([]);
  });

  it('rejects a key Docusaurus does not know, naming the plugin entry and the nearest option', () => {
    const [d] = pluginOptionKeyDiagnostics(site([{ plugin: 'content-pages', options: {} }, { plugin: 'content-blog', options: { postPerPage: 5 } }]), 'sitegraph.config.ts', 'error');
    expect(d).toEqual({ level: 'error', code: 'config/unknown-option', message: 'Unknown option "plugins[1].options.postPerPage". Did you mean "plugins[1].options.postsPerPage"?', file: 'sitegraph.config.ts' });
  });

  it('warns about Docusaurus options sitegraph ignores, and checks feedOptions', () => {
    const out = pluginOptionKeyDiagnostics(site([{ plugin: 'content-blog', options: { blogListComponent: '@theme/X', feedOptions: { type: 'rss', xslt: true, titel: 'x' } } }]), 'site.json', 'warning');
    expect(out.map((d) => [d.level, d.code, d.message])).toEqual([
      ['warning', 'config/unsupported-option', '"plugins[0].options.blogListComponent" is a Docusaurus option sitegraph does not implement; it is ignored.'],
      ['warning', 'config/unsupported-option', '"plugins[0].options.feedOptions.xslt" is a Docusaurus option sitegraph does not implement; it is ignored.'],
      ['warning', 'config/unknown-option', 'Unknown option "plugins[0].options.feedOptions.titel". Did you mean "plugins[0].options.feedOptions.title"?'],
    ]);
  });

  it('leaves malformed entries to the schema', () => {
    expect(pluginOptionKeyDiagnostics(site([null, { plugin: 'other', options: { x: 1 } }, { plugin: 'content-docs', options: 3 }]), 'site.json', 'error')).toEqual([]);
    expect(pluginOptionKeyDiagnostics({ plugins: 'no' }, 'site.json', 'error')).toEqual([]);
  });
});
