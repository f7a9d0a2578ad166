import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { siteConfigSchema } from '../config/site-config.js';
import { siteInputFromFiles } from '../content/site-input.js';
import { compile } from '../compile.js';
import { errorOf } from '../test-support/error-of.js';
import { contentFileOf, localizeSiteInput } from './localize-site.js';
import { localizedBaseUrl, pluginLocaleFolder } from './locale-layout.js';

const config = siteConfigSchema.parse({
  title: 'T',
  url: 'https://example.org',
  i18n: { defaultLocale: 'en', locales: ['en', 'fr', 'ar'], localeConfigs: { ar: { direction: 'rtl', path: 'arabic' } } },
  themeConfig: {
    navbar: { title: 'Site', items: [{ label: 'Docs', to: '/docs/intro' }, { label: 'More', items: [{ label: 'Blog', to: '/blog' }] }] },
    footer: { copyright: '(c) us', links: [{ title: 'Learn', items: [{ label: 'Intro', to: '/docs/intro' }] }] },
  },
  plugins: [
    { plugin: 'content-docs', id: 'default', options: { path: 'docs', sidebarPath: 'sidebars.json' } },
    { plugin: 'content-blog', id: 'default', options: { path: 'blog' } },
    { plugin: 'content-pages', id: 'default', options: { path: 'src/pages' } },
  ],
});

const files: Record<string, string> = {
  'docs/intro.md': '# Intro\n\nHello.\n',
  'docs/guide/setup.md': '# Setup\n\nSteps.\n',
  'sidebars.json': JSON.stringify({ main: ['intro', { type: 'category', label: 'Guides', items: ['guide/setup'], link: { type: 'generated-index' } }] }),
  'blog/2024-01-01-hello.md': '---\ntitle: Hello\n---\n\nPost.\n',
  'src/pages/about.md': '# About\n\nUs.\n',
  'i18n/fr/docusaurus-plugin-content-docs/current/intro.md': '# Introduction\n\nBonjour.\n',
  'i18n/fr/docusaurus-plugin-content-docs/current/only-here.md': '# Not in the default locale\n',
  'i18n/fr/docusaurus-plugin-content-docs/current.json': JSON.stringify({
    'version.label': { message: 'Suivante' },
    'sidebar.main.category.Guides': { message: 'Guides FR' },
    'sidebar.main.category.Guides.link.generated-index.title': { message: 'Tous les guides' },
  }),
  'i18n/fr/docusaurus-plugin-content-blog/2024-01-01-hello.md': '---\ntitle: Bonjour\n---\n\nBillet.\n',
  'i18n/fr/docusaurus-plugin-content-blog/options.json': JSON.stringify({ title: { message: 'Le blog' }, 'sidebar.title': { message: 'Billets récents' } }),
  'i18n/fr/docusaurus-plugin-content-pages/about.md': '# À propos\n\nNous.\n',
  'i18n/fr/docusaurus-theme-classic/navbar.json': JSON.stringify({ title: { message: 'Site FR' }, 'item.label.Docs': { message: 'Documentation' }, 'item.label.Blog': { message: 'Le blog' } }),
  'i18n/fr/docusaurus-theme-classic/footer.json': JSON.stringify({ copyright: { message: '(c) nous' }, 'link.title.Learn': { message: 'Apprendre' } }),
  'i18n/fr/code.json': JSON.stringify({ 'theme.TOCCollapsible.toggleButtonLabel': { message: 'Sur cette page', description: 'x' } }),
  'i18n/arabic/docusaurus-plugin-content-docs/current/intro.md': '# مقدمة\n',
};
const input = siteInputFromFiles(config, files);

describe('localizeSiteInput (Docusaurus i18n layout)', () => {
  it('reads a translated file in place of the default one, and falls back to the default locale without one', () => {
    const fr = localizeSiteInput(input, 'fr');
    expect(fr.files.get('docs/intro.md')).toBe(files['i18n/fr/docusaurus-plugin-content-docs/current/intro.md']);
    expect(fr.files.get('docs/guide/setup.md')).toBe(files['docs/guide/setup.md']);
    expect(fr.files.get('blog/2024-01-01-hello.md')).toContain('Bonjour');
    expect(fr.files.get('src/pages/about.md')).toContain('À propos');
    // A translation without a default-locale file is not content.
    expect(fr.files.has('docs/only-here.md')).toBe(false);
    expect([...fr.locale!.translatedFrom.keys()]).toEqual(['docs/intro.md', 'blog/2024-01-01-hello.md', 'src/pages/about.md']);
  });

  it('uses localeConfigs.path as the folder and the locale name in URLs', () => {
    const ar = localizeSiteInput(input, 'ar');
    expect(ar.files.get('docs/intro.md')).toBe('# مقدمة\n');
    expect(ar.config.baseUrl).toBe('/ar/');
    expect(localizeSiteInput(input, 'en').config.baseUrl).toBe('/');
  });

  it('applies navbar.json, footer.json, options.json and keeps code.json', () => {
    const fr = localizeSiteInput(input, 'fr');
    const navbar = fr.config.themeConfig.navbar as { title: string; items: { label: string; items?: { label: string }[] }[] };
    expect(navbar.title).toBe('Site FR');
    expect(navbar.items.map((i) => i.label)).toEqual(['Documentation', 'More']);
    expect(navbar.items[1]!.items![0]!.label).toBe('Le blog');
    const footer = fr.config.themeConfig.footer as { copyright: string; links: { title: string }[] };
    expect([footer.copyright, footer.links[0]!.title]).toEqual(['(c) nous', 'Apprendre']);
    const blog = fr.config.plugins.find((p) => p.plugin === 'content-blog')!;
    expect(blog.plugin === 'content-blog' && [blog.options.blogTitle, blog.options.blogDescription, blog.options.blogSidebarTitle]).toEqual(['Le blog', 'Blog', 'Billets récents']);
    expect(fr.locale!.code.get('theme.TOCCollapsible.toggleButtonLabel')).toBe('Sur cette page');
    // The input given is not changed.
    expect((config.themeConfig.navbar as { title: string }).title).toBe('Site');
  });

  it('rejects a locale the config does not list', () => {
    expect(errorOf(() => localizeSiteInput(input, 'de')).diagnostics[0]).toMatchObject({ code: 'i18n/unknown-locale', file: 'site.json' });
  });

  it('needs both id and message in every translation (SPEC §5): each missing one is an error at its line', () => {
    const bad = siteInputFromFiles(config, { ...files, 'i18n/fr/code.json': '{\n  "a": {"message": "A"},\n  "b": {"description": "no message"},\n  "": {"message": "no id"}\n}\n' });
    const { diagnostics } = errorOf(() => localizeSiteInput(bad, 'fr'));
    expect(diagnostics.map((d) => [d.code, d.file, d.line])).toEqual([
      ['i18n/missing-message', 'i18n/fr/code.json', 3],
      ['i18n/missing-message', 'i18n/fr/code.json', 4],
    ]);
    const broken = siteInputFromFiles(config, { ...files, 'i18n/fr/docusaurus-theme-classic/navbar.json': '{\n  "title": {"message": "x"},,\n}' });
    expect(errorOf(() => localizeSiteInput(broken, 'fr')).diagnostics[0]).toMatchObject({ code: 'i18n/invalid-json', file: 'i18n/fr/docusaurus-theme-classic/navbar.json', line: 2 });
  });

  it('compiles a locale under its base URL with translated docs, version label and sidebar labels', () => {
    const { graph } = compile(localizeSiteInput(input, 'fr'));
    expect(graph.site.currentLocale).toBe('fr');
    expect(Object.fromEntries(Object.entries(graph.site.localeConfigs).map(([l, c]) => [l, c.baseUrl]))).toEqual({ en: '/', fr: '/fr/', ar: '/ar/' });
    expect(graph.site.codeTranslations).toEqual({ 'theme.TOCCollapsible.toggleButtonLabel': 'Sur cette page' });
    expect(graph.routesPaths).toContain('/fr/docs/intro');
    expect(graph.routesPaths).toContain('/fr/blog');
    expect(graph.routesPaths).toContain('/fr/about');
    const version = graph.docs.default!.versions[0]!;
    expect(version.label).toBe('Suivante');
    expect(version.docs.find((d) => d.id === 'intro')!.title).toBe('Introduction');
    expect(version.docs.find((d) => d.id === 'guide/setup')!.title).toBe('Setup');
    const category = version.sidebars[0]!.items[1]!;
    expect(category.type === 'category' && category.label).toBe('Guides FR');
    expect(version.categoryGeneratedIndices[0]!.title).toBe('Tous les guides');
    expect(graph.blog.default!.posts[0]!.title).toBe('Bonjour');
    const plain = compile(input).graph;
    expect(plain.site.currentLocale).toBe('en');
    expect(plain.docs.default!.versions[0]!.label).toBe('Next');
  });

  it('names the translation in errors of translated content', () => {
    const bad = siteInputFromFiles(config, { ...files, 'i18n/fr/docusaurus-plugin-content-docs/current/intro.md': '---\ntitle: [unclosed\n---\n# x\n' });
    expect(errorOf(() => compile(localizeSiteInput(bad, 'fr'))).diagnostics.map((d) => d.file)).toEqual(['i18n/fr/docusaurus-plugin-content-docs/current/intro.md']);
  });
});

describe('layout rules (properties)', () => {
  const segment = fc.stringMatching(/^[a-z0-9][a-z0-9_-]{0,8}$/);
  const relPath = fc.array(segment, { minLength: 1, maxLength: 4 }).map((s) => `${s.join('/')}.md`);

  it('a docs translation under current/ or version-<v>/ maps to the current or versioned folder, anything else to nothing', () => {
    fc.assert(
      fc.property(segment, relPath, segment, (docsPath, rel, version) => {
        const plugin = { plugin: 'content-docs' as const, id: 'default', options: { path: docsPath } };
        expect(contentFileOf(plugin, `current/${rel}`)).toBe(`${docsPath}/${rel}`);
        expect(contentFileOf(plugin, `version-${version}/${rel}`)).toBe(`versioned_docs/version-${version}/${rel}`);
        expect(contentFileOf(plugin, rel.includes('/') && !rel.startsWith('current/') && !rel.startsWith('version-') ? rel : 'x.md')).toBeNull();
      }),
    );
  });

  it('the plugin folder is the package name, suffixed with the id unless default', () => {
    fc.assert(
      fc.property(segment, fc.constantFrom('fr', 'ar', 'pt-BR'), (id, locale) => {
        const c = siteConfigSchema.parse({ title: 'T', url: 'https://e.org', i18n: { defaultLocale: 'en', locales: ['en', locale] } });
        const folder = pluginLocaleFolder(c, locale, { plugin: 'content-blog', id });
        expect(folder).toBe(id === 'default' ? `i18n/${locale}/docusaurus-plugin-content-blog` : `i18n/${locale}/docusaurus-plugin-content-blog-${id}`);
      }),
    );
  });

  it('every file falls back to the default locale unless its translation exists', () => {
    const docsFile = fc.array(segment, { minLength: 1, maxLength: 3 }).map((s) => `docs/${s.join('/')}.md`);
    fc.assert(
      fc.property(fc.uniqueArray(docsFile, { minLength: 1, maxLength: 6 }), fc.array(fc.boolean(), { minLength: 6, maxLength: 6 }), (docs, translated) => {
        const given: Record<string, string> = {};
        docs.forEach((f, i) => {
          given[f] = `# default ${i}\n`;
          if (translated[i]) given[`i18n/fr/docusaurus-plugin-content-docs/current/${f.slice('docs/'.length)}`] = `# fr ${i}\n`;
        });
        const fr = localizeSiteInput(siteInputFromFiles(config, given), 'fr');
        docs.forEach((f, i) => expect(fr.files.get(f)).toBe(translated[i] ? `# fr ${i}\n` : `# default ${i}\n`));
      }),
    );
  });

  it('the default locale is served at baseUrl, every other at baseUrl<locale>/', () => {
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 3 }), fc.constantFrom('fr', 'ar', 'ja'), (parts, locale) => {
        const baseUrl = parts.length === 0 ? '/' : `/${parts.join('/')}/`;
        const i18n = { defaultLocale: 'en', locales: ['en', locale], localeConfigs: {} };
        expect(localizedBaseUrl({ baseUrl, i18n }, 'en')).toBe(baseUrl);
        expect(localizedBaseUrl({ baseUrl, i18n }, locale)).toBe(`${baseUrl}${locale}/`);
      }),
    );
  });
});
