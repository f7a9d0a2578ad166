import { describe, expect, it } from 'vitest';
import { siteInputFromFiles } from '../content/index.js';
import { compileBlogInstance } from '../blog/compile-blog-instance.js';
import { compileDocsInstance } from '../docs/compile-docs-instance.js';
import { errorOf } from '../test-support/error-of.js';
import { callEditUrl, takeEditUrlFunction, type EditUrlFunction } from './edit-url-function.js';
import { validateSiteConfig, type BlogPluginInstance, type DocsPluginInstance } from './index.js';

const md = (title: string) => `---\ntitle: ${title}\n---\n\nText.\n`;

function site(files: Record<string, string>, editUrl: EditUrlFunction, plugin: 'content-docs' | 'content-blog', locale?: { name: string; translatedFrom: Map<string, string> }) {
  const config = validateSiteConfig(
    { title: 'Site', url: 'https://site.dev', baseUrl: '/', plugins: [{ plugin, id: 'default', options: plugin === 'content-docs' ? { sidebarPath: false } : {} }], i18n: { defaultLocale: 'en', locales: ['en', 'fr'] } },
    'site.json',
  );
  const input = siteInputFromFiles(config, files, { editUrlFunctions: new Map([[`${plugin}@default`, editUrl]]) });
  return { input: locale ? { ...input, locale: { ...locale, siteBaseUrl: '/', docsTranslations: new Map(), code: new Map() } } : input, plugin: config.plugins[0]! };
}

describe('editUrl functions (Docusaurus EditUrlFunction)', () => {
  it("are called for each doc with the version, its content folder, the doc's path, permalink and locale; custom_edit_url still wins", () => {
    const calls: unknown[] = [];
    const editUrl: EditUrlFunction = (params) => {
      calls.push(params);
      return params.docPath === 'skip.md' ? undefined : `https://edit.dev/${params.versionDocsDirPath}/${params.docPath}`;
    };
    const files = {
      'docs/guide/intro.md': md('Intro'),
      'docs/skip.md': md('Skip'),
      'docs/own.md': '---\ncustom_edit_url: https://own.dev/x\n---\n\nText.\n',
      'versions.json': '["1.0"]',
      'versioned_docs/version-1.0/old.md': md('Old'),
    };
    const { input, plugin } = site(files, editUrl, 'content-docs');
    const { data } = compileDocsInstance(input, plugin as DocsPluginInstance);
    const urls = data.versions.flatMap((v) => v.docs.map((d) => [d.source, d.editUrl]));
    expect(Object.fromEntries(urls)).toEqual({
      'docs/guide/intro.md': 'https://edit.dev/docs/guide/intro.md',
      'docs/skip.md': null,
      'docs/own.md': 'https://own.dev/x',
      'versioned_docs/version-1.0/old.md': 'https://edit.dev/versioned_docs/version-1.0/old.md',
    });
    expect(calls).toContainEqual({ version: '1.0', versionDocsDirPath: 'versioned_docs/version-1.0', docPath: 'old.md', permalink: '/docs/old', locale: 'en' });
    expect(calls).toHaveLength(3);
  });

  it("are called for each post with the folder it was read from (the locale's translation folder when translated)", () => {
    const calls: unknown[] = [];
    const editUrl: EditUrlFunction = (params) => {
      calls.push(params);
      return `https://edit.dev/${params.blogDirPath}/${params.blogPath}`;
    };
    const files = { 'blog/2024-01-01-a.md': md('A'), 'blog/2024-01-02-b.md': md('B') };
    const translatedFrom = new Map([['blog/2024-01-02-b.md', 'i18n/fr/docusaurus-plugin-content-blog/2024-01-02-b.md']]);
    const { input, plugin } = site(files, editUrl, 'content-blog', { name: 'fr', translatedFrom });
    const { data } = compileBlogInstance(input, plugin as BlogPluginInstance);
    expect(Object.fromEntries(data.posts.map((p) => [p.source, p.editUrl]))).toEqual({
      'blog/2024-01-01-a.md': 'https://edit.dev/blog/2024-01-01-a.md',
      'blog/2024-01-02-b.md': 'https://edit.dev/i18n/fr/docusaurus-plugin-content-blog/2024-01-02-b.md',
    });
    expect(calls).toContainEqual({ blogDirPath: 'blog', blogPath: '2024-01-01-a.md', permalink: '/blog/2024/01/01/a', locale: 'fr' });
  });

  it('name the file when the function throws or returns something other than a URL', () => {
    const params = { blogDirPath: 'blog', blogPath: 'a.md', permalink: '/blog/a', locale: 'en' };
    const thrown = errorOf(() =>
      callEditUrl(
        () => {
          throw new Error('no such locale');
        },
        params,
        'blog/a.md',
      ),
    );
    expect(thrown.diagnostics[0]).toMatchObject({ code: 'config/edit-url-failed', file: 'blog/a.md' });
    expect(thrown.message).toContain('no such locale');
    expect(errorOf(() => callEditUrl(() => 42, params, 'blog/a.md')).message).toContain('returned number');
    expect(callEditUrl(() => '', params, 'blog/a.md')).toBeNull();
  });

  it("are taken out of a docs or blog instance's options only when editUrl is a function", () => {
    const fn = () => 'x';
    const withFn: Record<string, unknown> = { editUrl: fn, path: 'docs' };
    expect(takeEditUrlFunction('content-docs', withFn)).toBe(fn);
    expect(withFn).toEqual({ path: 'docs' });
    const withString: Record<string, unknown> = { editUrl: 'https://e.dev/' };
    expect(takeEditUrlFunction('content-blog', withString)).toBeUndefined();
    expect(withString).toEqual({ editUrl: 'https://e.dev/' });
    const pages: Record<string, unknown> = { editUrl: fn };
    expect(takeEditUrlFunction('content-pages', pages)).toBeUndefined();
    expect(pages).toEqual({ editUrl: fn });
  });
});
