import { describe, expect, it } from 'vitest';
import { CompileError } from '../diagnostics/index.js';
import { postProcessSidebars, type PostProcessContext } from './post-process-sidebars.js';
import type { NormalizedSidebarItem } from './types.js';

function run(items: NormalizedSidebarItem[], overrides: Partial<PostProcessContext> = {}) {
  return postProcessSidebars([{ id: 's', items }], {
    draftIds: new Set(),
    options: { sidebarCollapsed: true, sidebarCollapsible: true },
    versionPath: '/docs/next',
    sidebarFilePath: 'sidebars.json',
    ...overrides,
  })[0]!.items;
}

describe('postProcessSidebars', () => {
  it('applies the plugin collapse defaults and keeps explicit values', () => {
    const items = run(
      [
        { type: 'category', label: 'Default', items: [{ type: 'doc', id: 'a' }] },
        { type: 'category', label: 'Open', collapsed: false, items: [{ type: 'doc', id: 'b' }] },
      ],
      { options: { sidebarCollapsed: true, sidebarCollapsible: true } },
    );
    expect(items.map((i) => i.type === 'category' && [i.collapsible, i.collapsed, i.link])).toEqual([
      [true, true, null],
      [true, false, null],
    ]);
    const open = run([{ type: 'category', label: 'X', items: [{ type: 'doc', id: 'a' }] }], {
      options: { sidebarCollapsed: false, sidebarCollapsible: true },
    });
    expect(open[0]).toMatchObject({ collapsed: false, collapsible: true });
  });

  it('never leaves a non-collapsible category collapsed', () => {
    const items = run([
      { type: 'category', label: 'A', collapsible: false, collapsed: true, items: [{ type: 'doc', id: 'a' }] },
      { type: 'category', label: 'B', items: [{ type: 'doc', id: 'b' }] },
    ], { options: { sidebarCollapsed: true, sidebarCollapsible: false } });
    expect(items.map((i) => i.type === 'category' && [i.collapsible, i.collapsed])).toEqual([
      [false, false],
      [false, false],
    ]);
  });

  it('gives generated-index links a default slug from the label, deduplicated over the whole version, and a permalink', () => {
    const gi = (label: string, slug?: string): NormalizedSidebarItem => ({
      type: 'category',
      label,
      link: { type: 'generated-index', ...(slug ? { slug } : {}) },
      items: [{ type: 'doc', id: label }],
    });
    const result = postProcessSidebars(
      [
        { id: 'a', items: [gi('Examples'), gi('Custom', '/my-slug')] },
        { id: 'b', items: [gi('Examples'), gi('Über Café')] },
      ],
      { draftIds: new Set(), options: { sidebarCollapsed: true, sidebarCollapsible: true }, versionPath: '/docs/next', sidebarFilePath: null },
    );
    const links = result.flatMap((s) => s.items.map((i) => (i.type === 'category' ? i.link : null)));
    expect(links).toEqual([
      { type: 'generated-index', slug: '/category/examples', permalink: '/docs/next/category/examples' },
      { type: 'generated-index', slug: '/my-slug', permalink: '/docs/next/my-slug' },
      { type: 'generated-index', slug: '/category/examples-1', permalink: '/docs/next/category/examples-1' },
      { type: 'generated-index', slug: '/category/über-café', permalink: '/docs/next/category/über-café' },
    ]);
  });

  it('joins the version path "/" without doubling slashes', () => {
    const items = run(
      [{ type: 'category', label: 'A', link: { type: 'generated-index', slug: '/a' }, items: [{ type: 'doc', id: 'x' }] }],
      { versionPath: '/' },
    );
    expect(items[0]).toMatchObject({ link: { permalink: '/a' } });
  });

  it('removes draft doc and ref items and draft category links', () => {
    const items = run(
      [
        { type: 'doc', id: 'draft' },
        { type: 'ref', id: 'draft' },
        { type: 'doc', id: 'kept' },
        { type: 'category', label: 'C', link: { type: 'doc', id: 'draft' }, items: [{ type: 'doc', id: 'kept2' }] },
      ],
      { draftIds: new Set(['draft']) },
    );
    expect(items).toEqual([
      { type: 'doc', id: 'kept' },
      { type: 'category', label: 'C', collapsed: true, collapsible: true, link: null, items: [{ type: 'doc', id: 'kept2' }] },
    ]);
  });

  it('turns a category left without items into a doc item when it links a doc, else drops it', () => {
    const items = run(
      [
        { type: 'category', label: 'Only link', link: { type: 'doc', id: 'home' }, items: [] },
        { type: 'category', label: 'Drafts only', link: { type: 'doc', id: 'home2' }, items: [{ type: 'doc', id: 'd' }] },
        { type: 'category', label: 'Index only', link: { type: 'generated-index' }, items: [{ type: 'doc', id: 'd' }] },
        { type: 'category', label: 'Nothing left', items: [{ type: 'doc', id: 'd' }] },
      ],
      { draftIds: new Set(['d']) },
    );
    expect(items).toEqual([
      { type: 'doc', label: 'Only link', id: 'home' },
      { type: 'doc', label: 'Drafts only', id: 'home2' },
    ]);
  });

  it('fails on a category with neither items nor link', () => {
    expect(() => run([{ type: 'category', label: 'Bad category', items: [] }])).toThrow(CompileError);
    expect(() => run([{ type: 'category', label: 'Bad category', items: [] }])).toThrow(
      'Sidebar category "Bad category" has neither any subitem nor a link.',
    );
  });
});
