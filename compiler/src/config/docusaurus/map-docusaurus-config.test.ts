import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateSiteConfig } from '../validate-site-config.js';
import { mapDocusaurusConfig } from './map-docusaurus-config.js';

const site = '/home/me/site';
const base = { title: 'T', url: 'https://example.org', baseUrl: '/' };
const map = (raw: Record<string, unknown>) => mapDocusaurusConfig({ ...base, ...raw }, site, 'docusaurus.config.js');
const codes = (d: { code: string; level: string }[]) => d.map((x) => `${x.level} ${x.code}`);

describe('mapDocusaurusConfig', () => {
  it('expands preset-classic into docs, blog and pages in the preset order, with their options', () => {
    const { config, pluginLabels, diagnostics } = map({
      presets: [['classic', { docs: { sidebarPath: `${site}/sidebars.js`, routeBasePath: '/' }, blog: { showReadingTime: true }, theme: { customCss: `${site}/src/css/custom.css` } }]],
    });
    expect(diagnostics).toEqual([]);
    expect(config.plugins).toEqual([
      { plugin: 'content-docs', id: 'default', options: { sidebarPath: 'sidebars.js', routeBasePath: '/' } },
      { plugin: 'content-blog', id: 'default', options: { showReadingTime: true } },
      { plugin: 'content-pages', id: 'default', options: {} },
    ]);
    expect(pluginLabels).toEqual(['presets[0].docs', 'presets[0].blog', 'presets[0].pages']);
    expect(config.customCss).toEqual(['src/css/custom.css']);
    expect(config.presets).toBeUndefined();
  });

  it('leaves out a preset plugin whose option is false, and puts standalone plugins after the preset ones', () => {
    const { config } = map({
      presets: [['@docusaurus/preset-classic', { blog: false, pages: false }]],
      plugins: [['content-docs', { id: 'community', path: 'community' }], ['@docusaurus/plugin-content-blog', { id: 'changelog', path: 'changelog' }]],
    });
    expect((config.plugins as { plugin: string; id: string }[]).map((p) => `${p.plugin}@${p.id}`)).toEqual(['content-docs@default', 'content-docs@community', 'content-blog@changelog']);
  });

  it('reads require.resolve paths of the official packages', () => {
    const { config, diagnostics } = map({ presets: [[`${site}/node_modules/@docusaurus/preset-classic/lib/index.js`, { blog: false, pages: false }]], plugins: [`${site}/node_modules/@docusaurus/plugin-content-pages/lib/index.js`] });
    expect(diagnostics).toEqual([]);
    expect((config.plugins as { plugin: string }[]).map((p) => p.plugin)).toEqual(['content-docs', 'content-pages']);
  });

  it('warns once per plugin, theme or preset it cannot run, naming it, and goes on', () => {
    function localPlugin() {
      return { name: 'local' };
    }
    const { config, diagnostics } = map({
      presets: [['classic', { docs: false, blog: false, pages: false }], 'docusaurus-preset-openapi'],
      plugins: ['docusaurus-plugin-image-zoom', localPlugin, ['./src/plugins/changelog', {}], false, null],
      themes: ['live-codeblock'],
    });
    expect(config.plugins).toEqual([]);
    const messages = diagnostics.map((d) => `${d.level} ${d.code} ${d.message}`);
    expect(messages).toHaveLength(5);
    expect(messages.every((m) => m.startsWith('warning config/unsupported-plugin'))).toBe(true);
    for (const name of ['docusaurus-preset-openapi', 'docusaurus-plugin-image-zoom', 'localPlugin', './src/plugins/changelog', '@docusaurus/theme-live-codeblock']) {
      expect(messages.some((m) => m.includes(name))).toBe(true);
    }
  });

  it("takes docusaurus-plugin-sass as the build's own (the site's Sass compiles .scss), warning about its options only", () => {
    expect(map({ plugins: ['docusaurus-plugin-sass'] }).diagnostics).toEqual([]);
    expect(map({ plugins: ['sass'] }).diagnostics).toEqual([]);
    const withOptions = map({ plugins: [['docusaurus-plugin-sass', { sassOptions: { includePaths: ['src/css'] } }]] });
    expect(codes(withOptions.diagnostics)).toEqual(['warning config/unsupported-option']);
    expect(withOptions.diagnostics[0]!.message).toContain('plugins[0]');
  });

  it("takes docusaurus-plugin-module-alias's alias option as the config's aliases, site-relative, leaving out what the runtime resolves itself and targets outside the site", () => {
    const alias = {
      '@components': path.join(site, 'src/components'),
      '@data': './data/',
      'styled-components': path.join(site, 'node_modules/styled-components'),
      react: path.join(site, 'node_modules/react'),
      '@theme/Foo': path.join(site, 'src/foo'),
      '@shared': path.join(site, '..', 'shared'),
    };
    const { config, diagnostics } = map({ plugins: [['docusaurus-plugin-module-alias', { alias }]] });
    expect(config.aliases).toEqual({ '@components': 'src/components', '@data': 'data', 'styled-components': 'node_modules/styled-components' });
    expect(codes(diagnostics)).toEqual(['warning config/unsupported-option', 'warning config/unsupported-option', 'warning config/unsupported-option']);
    expect(diagnostics.map((d) => d.message.match(/alias\['([^']+)'\]/)?.[1])).toEqual(['react', '@theme/Foo', '@shared']);
    expect(map({ plugins: [['module-alias', { alias: { '@c': 'src/c' } }]] }).config.aliases).toEqual({ '@c': 'src/c' });
  });

  it('runs the Mermaid theme: diagrams are the runtime\'s own (with markdown.mermaid)', () => {
    const { diagnostics } = map({ themes: ['@docusaurus/theme-mermaid', 'mermaid'], markdown: { mermaid: true } });
    expect(diagnostics).toEqual([]);
  });

  it('maps the gtag and Google Tag Manager plugins to analytics, from the preset or as plugins', () => {
    const fromPreset = map({ presets: [['classic', { docs: false, blog: false, pages: false, gtag: { trackingID: 'G-1' }, googleTagManager: { containerId: 'GTM-1' } }]] });
    expect(fromPreset.diagnostics).toEqual([]);
    expect(fromPreset.config.analytics).toEqual({ gtag: { trackingID: 'G-1' }, googleTagManager: { containerId: 'GTM-1' } });
    const asPlugin = map({ plugins: [['@docusaurus/plugin-google-gtag', { trackingID: ['G-1', 'G-2'], anonymizeIP: true }]] });
    expect(asPlugin.diagnostics).toEqual([]);
    expect(asPlugin.config.analytics).toEqual({ gtag: { trackingID: ['G-1', 'G-2'], anonymizeIP: true } });
  });

  it('refuses unknown preset-classic options and malformed entries, as Docusaurus does', () => {
    const { diagnostics } = map({ presets: [['classic', { doc: {} }]], plugins: [42] });
    expect(codes(diagnostics)).toEqual(['error config/unknown-option', 'error config/invalid']);
    expect(diagnostics[0]!.message).toContain('presets[0].doc');
  });

  it('takes the markdown plugin lists and docs/blog editUrl functions out of the options, and leaves out other functions with a warning each', () => {
    function remarkThing() {}
    function rehypeThing() {}
    const docsEditUrl = () => 'x';
    const blogEditUrl = () => 'y';
    const { config, markdownPlugins, editUrlFunctions, diagnostics } = map({
      presets: [['classic', { blog: { editUrl: blogEditUrl }, pages: { editUrl: () => 'z' }, docs: { editUrl: docsEditUrl, remarkPlugins: [remarkThing], rehypePlugins: [[rehypeThing, { a: 1 }]], recmaPlugins: [remarkThing], showLastUpdateTime: true } }]],
      themeConfig: { navbar: { title: 'x', onClick: () => 0 } },
    });
    expect([...editUrlFunctions]).toEqual([
      ['content-docs@default', docsEditUrl],
      ['content-blog@default', blogEditUrl],
    ]);
    expect((config.plugins as { options: unknown }[])[0]!.options).toEqual({ showLastUpdateTime: true });
    expect(config.themeConfig).toEqual({ navbar: { title: 'x' } });
    const docs = markdownPlugins.get('content-docs@default')!;
    expect(docs.remarkPlugins).toEqual([remarkThing]);
    expect(docs.rehypePlugins).toEqual([[rehypeThing, { a: 1 }]]);
    expect(docs.beforeDefaultRemarkPlugins).toEqual([]);
    expect(docs.identity).toMatch(/^[0-9a-f]{64}$/);
    const messages = diagnostics.map((d) => d.message).join('\n');
    expect(codes(diagnostics)).toEqual(['warning config/unsupported-option', 'warning config/unsupported-option', 'warning config/unsupported-option']);
    expect(messages).toMatch(/themeConfig\.navbar\.onClick/);
    // The pages plugin builds no edit links, so its editUrl function is one of the warnings.
    expect(messages).toMatch(/presets\[0\]\.pages\.editUrl/);
    expect(messages).not.toMatch(/presets\[0\]\.(docs|blog)\.editUrl/);
    expect(messages).toMatch(/presets\[0\]\.docs\.recmaPlugins/);
  });

  it('makes absolute content paths site-relative and refuses paths outside the site', () => {
    const inside = map({ plugins: [['content-docs', { path: `${site}/docs` }]] });
    expect((inside.config.plugins as { options: { path: string } }[])[0]!.options.path).toBe('docs');
    const outside = map({ plugins: [['content-docs', { path: '/elsewhere/docs' }]] });
    expect(codes(outside.diagnostics)).toEqual(['error config/invalid']);
    expect(outside.diagnostics[0]!.message).toContain('outside the site folder');
  });

  it('takes markdown.hooks.onBrokenMarkdownLinks (Docusaurus 3.9) as onBrokenMarkdownLinks', () => {
    const { config } = map({ markdown: { mermaid: true, hooks: { onBrokenMarkdownLinks: 'throw' } } });
    expect(config.onBrokenMarkdownLinks).toBe('throw');
    expect(config.markdown).toEqual({ mermaid: true });
  });

  it('gives a config that validates, with messages that name the Docusaurus place of an option', () => {
    const mapped = map({ organizationName: 'me', future: { v4: true }, presets: [['classic', { docs: { sidebarPathh: 'x' } }]] });
    expect(() => validateSiteConfig(mapped.config, 'docusaurus.config.js', { pluginLabels: mapped.pluginLabels })).toThrow(/presets\[0\]\.docs\.sidebarPathh.*Did you mean/);
    const good = map({ presets: [['classic', {}]] });
    const config = validateSiteConfig(good.config, 'docusaurus.config.js', { pluginLabels: good.pluginLabels });
    expect(config.plugins.map((p) => p.plugin)).toEqual(['content-docs', 'content-blog', 'content-pages']);
  });

  it('refuses a config that is not an object', () => {
    expect(codes(mapDocusaurusConfig(null, site, 'docusaurus.config.js').diagnostics)).toEqual(['error config/invalid']);
  });
});
