import type { Element, Root as HastRoot } from 'hast';
import type { Root as MdastRoot } from 'mdast';
import rehypeKatex from 'rehype-katex';
import remarkMath from 'remark-math';
import type { PluggableList } from 'unified';
import { describe, expect, it } from 'vitest';
import { CompileError } from '../../diagnostics/index.js';
import { markdownCacheKey } from '../cache.js';
import { compileMarkdown, compileMarkdownAsync } from '../compile-markdown.js';
import type { CompileMarkdownArgs } from '../types.js';
import type { MarkdownPlugins } from './markdown-plugins.js';
import { pluginListsIdentity } from './plugin-identity.js';

/** Plugins of the given lists (the others empty), with their identity. */
function plugins(lists: Partial<Omit<MarkdownPlugins, 'identity'>>): MarkdownPlugins {
  const full = { beforeDefaultRemarkPlugins: [], remarkPlugins: [], beforeDefaultRehypePlugins: [], rehypePlugins: [], ...lists };
  return { ...full, identity: pluginListsIdentity([full.beforeDefaultRemarkPlugins, full.remarkPlugins, full.beforeDefaultRehypePlugins, full.rehypePlugins]) };
}

const args = (body: string, p?: MarkdownPlugins): CompileMarkdownArgs => ({ body, bodyLineOffset: 0, file: 'docs/a.mdx', format: 'mdx', ...(p ? { plugins: p } : {}) });
const text = (value: unknown) => JSON.stringify(value);

/** A remark plugin that turns `[!NOTE]` block quotes into `note` container directives. */
function alertsToDirectives() {
  return (tree: MdastRoot) => {
    tree.children = tree.children.map((node) => {
      const first = node.type === 'blockquote' ? node.children[0] : undefined;
      const t = first?.type === 'paragraph' ? first.children[0] : undefined;
      if (node.type !== 'blockquote' || t?.type !== 'text' || !t.value.startsWith('[!NOTE]')) return node;
      t.value = t.value.slice('[!NOTE]'.length).trimStart();
      return { type: 'containerDirective', name: 'note', attributes: {}, children: node.children } as unknown as MdastRoot['children'][number];
    });
  };
}

/** A rehype plugin that adds a class to every `h2`, with an option. */
function classHeadings(options: { className: string }) {
  return (tree: HastRoot) => {
    for (const node of tree.children) {
      if (node.type === 'element' && node.tagName === 'h2') node.properties.className = [options.className];
    }
  };
}

describe('compileMarkdown with the config\'s remark/rehype plugins', () => {
  it('runs beforeDefaultRemarkPlugins before the default transforms: their directives become admonitions', () => {
    const out = compileMarkdown(args('> [!NOTE]\n> Careful.\n', plugins({ beforeDefaultRemarkPlugins: [alertsToDirectives] })));
    const first = out.hast.children[0] as Element;
    expect(first.tagName).toBe('admonition');
    expect(first.properties.type).toBe('note');
  });

  it('gives headings a beforeDefaultRemarkPlugins plugin adds an id and a TOC entry, and not those of remarkPlugins (as Docusaurus)', () => {
    const addHeading = () => (tree: MdastRoot) => {
      tree.children.push({ type: 'heading', depth: 2, children: [{ type: 'text', value: 'Added by a plugin' }] });
    };
    const before = compileMarkdown(args('Text.\n', plugins({ beforeDefaultRemarkPlugins: [addHeading] })));
    expect(before.toc).toEqual([{ value: 'Added by a plugin', id: 'added-by-a-plugin', level: 2, children: [] }]);
    expect(compileMarkdown(args('Text.\n', plugins({ remarkPlugins: [addHeading] }))).toc).toEqual([]);
  });

  it('runs remarkPlugins after the default transforms: they see .md links as permalinks', () => {
    const seen: string[] = [];
    const collectLinks = () => (tree: MdastRoot) => {
      const visit = (node: { type: string; url?: string; children?: unknown[] }): void => {
        if (node.type === 'link' && node.url) seen.push(node.url);
        for (const child of (node.children ?? []) as (typeof node)[]) visit(child);
      };
      visit(tree);
    };
    compileMarkdown({ ...args('[b](./b.md)\n', plugins({ remarkPlugins: [collectLinks] })), resolveMarkdownLink: () => '/docs/b' });
    expect(seen).toEqual(['/docs/b']);
  });

  it('runs rehype plugins with their options on the hast', () => {
    const out = compileMarkdown(args('## Title\n', plugins({ rehypePlugins: [[classHeadings, { className: 'fancy' }]] })));
    expect((out.hast.children[0] as Element).properties.className).toEqual(['fancy']);
  });

  it('parses with the syntax a remark plugin registers (remark-math in MDX), and renders with rehype-katex', () => {
    const body = 'Euler: $e^{i\\pi} + 1 = 0$.\n';
    expect(() => compileMarkdown(args(body))).toThrow(CompileError);
    const out = compileMarkdown(args(body, plugins({ remarkPlugins: [remarkMath], rehypePlugins: [rehypeKatex] })));
    expect(text(out.hast)).toContain('katex');
  });

  it('awaits asynchronous transformers in compileMarkdownAsync; the synchronous compile says why it cannot', async () => {
    const later = () => async (tree: MdastRoot) => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      tree.children.push({ type: 'paragraph', children: [{ type: 'text', value: 'awaited' }] });
    };
    const p = plugins({ remarkPlugins: [later] });
    expect(text((await compileMarkdownAsync(args('Hi.\n', p))).hast)).toContain('awaited');
    try {
      compileMarkdown(args('Hi.\n', p));
      expect.unreachable();
    } catch (error) {
      expect((error as CompileError).diagnostics[0]).toMatchObject({ code: 'markdown/plugin-failed', file: 'docs/a.mdx' });
      expect((error as CompileError).diagnostics[0]!.message).toMatch(/asynchronous/);
    }
  });

  it('reports a plugin that throws as markdown/plugin-failed naming the file and stage, and its messages as warnings', async () => {
    const throws = () => () => {
      throw new Error('plugin bug');
    };
    await expect(compileMarkdownAsync(args('Hi.\n', plugins({ rehypePlugins: [throws] })))).rejects.toThrow(/docs\/a\.mdx.*plugin-failed.*rehypePlugins.*plugin bug/);
    const warns = () => (_tree: MdastRoot, file: { message: (reason: string, place: unknown) => void }) => {
      file.message('looks odd', { line: 1, column: 1 });
    };
    const out = compileMarkdown(args('Hi.\n', plugins({ remarkPlugins: [warns as PluggableList[number]] })));
    expect(out.diagnostics).toEqual([{ level: 'warning', code: 'markdown/plugin-message', message: 'looks odd', file: 'docs/a.mdx', line: 1, column: 1 }]);
  });

  it('keys the parse cache by the plugins\' identity: function, options and order', () => {
    const key = (p?: MarkdownPlugins) => markdownCacheKey(args('Same body.\n', p), '0');
    const a = plugins({ rehypePlugins: [[classHeadings, { className: 'a' }]] });
    const b = plugins({ rehypePlugins: [[classHeadings, { className: 'b' }]] });
    const c = plugins({ rehypePlugins: [[classHeadings, { className: 'a' }], alertsToDirectives] });
    const keys = [key(), key(a), key(b), key(c)];
    expect(new Set(keys).size).toBe(4);
    expect(key(plugins({ rehypePlugins: [[classHeadings, { className: 'a' }]] }))).toBe(key(a));
  });
});
