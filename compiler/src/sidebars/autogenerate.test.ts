import { describe, expect, it } from 'vitest';
import { generateSidebarItems, type GeneratorContext } from './autogenerate.js';
import type { CategoryMetadata } from './category-metadata.js';
import { makeDoc } from './test-docs.test-support.js';
import type { DocMetadataBase } from '../docs/doc-metadata.js';

function ctx(docs: DocMetadataBase[], categories: Record<string, CategoryMetadata> = {}, numberPrefixParser = true): GeneratorContext {
  return { docs, categories: new Map(Object.entries(categories)), numberPrefixParser, sidebarFilePath: 'sidebars.json' };
}

describe('generateSidebarItems', () => {
  it('orders by position (docs without one last), then by file or folder name', () => {
    const docs = [
      makeDoc('zeta.md'),
      makeDoc('alpha.md'),
      makeDoc('b.md', { frontMatter: { sidebar_position: 2 } }),
      makeDoc('a.md', { frontMatter: { sidebar_position: 2 } }),
      makeDoc('first.md', { frontMatter: { sidebar_position: 0.5 } }),
      makeDoc('03-third.md'),
      makeDoc('folder/x.md'),
    ];
    const items = generateSidebarItems('.', ctx(docs));
    expect(items.map((i) => (i.type === 'doc' ? i.id : i.type === 'category' ? `[${i.label}]` : i.type))).toEqual([
      'first',
      'a',
      'b',
      'third',
      'alpha',
      '[folder]',
      'zeta',
    ]);
  });

  it('nests folders as categories labelled by folder name without number prefix, positioned by the prefix', () => {
    const docs = [makeDoc('02-guides/01-start.md'), makeDoc('02-guides/02-more.md'), makeDoc('01-intro.md'), makeDoc('10-api/x.md')];
    expect(generateSidebarItems('.', ctx(docs))).toEqual([
      { type: 'doc', id: 'intro' },
      {
        type: 'category',
        label: 'guides',
        items: [
          { type: 'doc', id: 'guides/start' },
          { type: 'doc', id: 'guides/more' },
        ],
      },
      { type: 'category', label: 'api', items: [{ type: 'doc', id: 'api/x' }] },
    ]);
  });

  it('keeps number prefixes in labels when the number prefix parser is off', () => {
    const docs = [makeDoc('02-guides/a.md')];
    expect(generateSidebarItems('.', ctx(docs, {}, false))[0]).toMatchObject({ type: 'category', label: '02-guides' });
  });

  it('copies sidebar_label, sidebar_class_name, sidebar_custom_props and sidebar_key onto doc items', () => {
    const docs = [
      makeDoc('a.md', { frontMatter: { sidebar_label: 'A!', sidebar_class_name: 'c', sidebar_custom_props: { x: 1 }, sidebar_key: 'k' } }),
    ];
    expect(generateSidebarItems('.', ctx(docs))).toEqual([
      { type: 'doc', id: 'a', label: 'A!', className: 'c', customProps: { x: 1 }, key: 'k' },
    ]);
  });

  it('only takes docs in dirName or below it (api/ does not include api2/)', () => {
    const docs = [makeDoc('api/a.md'), makeDoc('api/sub/b.md'), makeDoc('api2/c.md'), makeDoc('root.md')];
    expect(generateSidebarItems('api', ctx(docs))).toEqual([
      { type: 'doc', id: 'api/a' },
      { type: 'category', label: 'sub', items: [{ type: 'doc', id: 'api/sub/b' }] },
    ]);
  });

  it('applies _category_ metadata and ignores a _category_ file at the root of dirName', () => {
    const docs = [makeDoc('api/a.md'), makeDoc('api/sub/b.md'), makeDoc('api/other/c.md')];
    const categories = {
      api: { label: 'Ignored root' },
      'api/sub': {
        label: 'Sub',
        position: 1,
        collapsed: false,
        collapsible: true,
        className: 'cls',
        customProps: { y: 2 },
        description: 'About sub',
        link: { type: 'generated-index' as const, title: 'Sub index' },
      },
    };
    expect(generateSidebarItems('api', ctx(docs, categories))).toEqual([
      {
        type: 'category',
        label: 'Sub',
        collapsed: false,
        collapsible: true,
        className: 'cls',
        customProps: { y: 2 },
        description: 'About sub',
        link: { type: 'generated-index', title: 'Sub index' },
        items: [{ type: 'doc', id: 'api/sub/b' }],
      },
      { type: 'doc', id: 'api/a' },
      { type: 'category', label: 'other', items: [{ type: 'doc', id: 'api/other/c' }] },
    ]);
  });

  it('links a folder to its index doc (index, README, same name as folder) and removes it from the items', () => {
    for (const name of ['index.md', 'README.md', 'Guides.md', 'readme.mdx']) {
      const docs = [makeDoc(`guides/${name}`, { frontMatter: { title: 'Guide home', sidebar_position: 4, sidebar_class_name: 'g' } }), makeDoc('guides/a.md')];
      const [category] = generateSidebarItems('.', ctx(docs));
      expect(category).toEqual({
        type: 'category',
        label: 'Guide home',
        className: 'g',
        link: { type: 'doc', id: docs[0]!.id },
        items: [{ type: 'doc', id: 'guides/a' }],
      });
    }
  });

  it('uses the linked doc position and sidebar_label as fallbacks, _category_ values first', () => {
    const docs = [
      makeDoc('b/index.md', { frontMatter: { sidebar_label: 'B label', sidebar_position: 1 } }),
      makeDoc('b/x.md'),
      makeDoc('a/index.md', { frontMatter: { sidebar_position: 9, sidebar_custom_props: { from: 'doc' } } }),
      makeDoc('a/y.md'),
    ];
    const items = generateSidebarItems('.', ctx(docs, { a: { label: 'A meta', position: 0, customProps: { from: 'meta' } } }));
    expect(items.map((i) => (i.type === 'category' ? [i.label, i.customProps] : null))).toEqual([
      ['A meta', { from: 'meta' }],
      ['B label', undefined],
    ]);
  });

  it('link: null turns the index convention off; a doc link may use the local id', () => {
    const docs = [makeDoc('t/index.md'), makeDoc('t/a.md'), makeDoc('p/profiling.md'), makeDoc('p/b.md')];
    const items = generateSidebarItems('.', ctx(docs, { t: { link: null }, p: { link: { type: 'doc', id: 'profiling' } } }));
    expect(items).toEqual([
      { type: 'category', label: 'profiling', link: { type: 'doc', id: 'p/profiling' }, items: [{ type: 'doc', id: 'p/b' }] },
      {
        type: 'category',
        label: 't',
        items: [
          { type: 'doc', id: 't/a' },
          { type: 'doc', id: 't/index' },
        ],
      },
    ]);
  });

  it('fails with the available ids when a _category_ doc link names no doc', () => {
    const docs = [makeDoc('p/a.md')];
    expect(() => generateSidebarItems('.', ctx(docs, { p: { link: { type: 'doc', id: 'nope' } } }))).toThrow(
      /Can't find any doc with id "nope"[\s\S]*- p\/a/,
    );
  });

  it('warns when the folder has no docs', () => {
    const warnings: string[] = [];
    const items = generateSidebarItems('empty', { ...ctx([makeDoc('a.md')]), warn: (d) => warnings.push(d.message) });
    expect(items).toEqual([]);
    expect(warnings).toEqual(['No docs found in "empty": can\'t auto-generate a sidebar.']);
  });
});

