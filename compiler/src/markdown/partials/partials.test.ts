import { describe, expect, it } from 'vitest';
import { CompileError } from '../../diagnostics/index.js';
import { compileMarkdown } from '../compile-markdown.js';
import type { CompileMarkdownArgs } from '../types.js';
import { collectPartials, partialImports, resolvePartialPath } from './partial-imports.js';

describe('partialImports', () => {
  it('finds default imports of .md/.mdx files, and nothing else', () => {
    const body = [
      "import Part from './_part.md';",
      'import Other, { toc as otherToc } from "@site/docs/_other.mdx"',
      "import Tabs from '@theme/Tabs';",
      "import { named } from './_named.md';",
      '  import Indented from "./_x.md";',
      'Text mentioning import X from "./_y.md" inline.',
    ].join('\n');
    expect(partialImports(body)).toEqual([
      { name: 'Part', specifier: './_part.md' },
      { name: 'Other', specifier: '@site/docs/_other.mdx' },
    ]);
  });
});

describe('resolvePartialPath', () => {
  it.each([
    ['docs/guide/a.mdx', './_part.md', 'docs/guide/_part.md'],
    ['docs/guide/a.mdx', '../_shared/x.mdx', 'docs/_shared/x.mdx'],
    ['docs/guide/a.mdx', '@site/src/partials/_p.md', 'src/partials/_p.md'],
    ['docs/a.mdx', '../../outside.md', null],
    ['docs/a.mdx', 'some-package/readme.md', null],
  ])('from %s, %s is %s', (from, specifier, expected) => {
    expect(resolvePartialPath(from, specifier)).toBe(expected);
  });

  // webpack's resolve.alias: the name itself or `<name>/…`, the longest name first; relative paths are never aliases.
  const aliases = { '@components': 'src/components', '@components/api': 'generated/api', '@c': 'elsewhere' };
  it.each([
    ['@components/usage/_js.md', 'src/components/usage/_js.md'],
    ['@components/api/props.md', 'generated/api/props.md'],
    ['@components-x/a.md', null],
    ['@c/../_up.md', '_up.md'],
    ['@c/../../out.md', null],
    ['./@components/a.md', 'docs/@components/a.md'],
    ['@site/docs/_p.md', 'docs/_p.md'],
  ])('through the aliases, %s is %s', (specifier, expected) => {
    expect(resolvePartialPath('docs/a.mdx', specifier, aliases)).toBe(expected);
  });
});

describe('collectPartials', () => {
  it('collects the partials a body imports, transitively, leaving out missing ones', () => {
    const files = new Map([
      ['docs/_a.md', "import B from './sub/_b.md';\n\n<B />"],
      ['docs/sub/_b.md', 'B text'],
      ['docs/unrelated.md', 'x'],
    ]);
    expect(collectPartials('docs/page.mdx', "import A from './_a.md';\nimport M from './_missing.md';\n\n<A />", files)).toEqual({
      'docs/_a.md': files.get('docs/_a.md'),
      'docs/sub/_b.md': 'B text',
    });
    expect(collectPartials('docs/page.mdx', 'No imports.', files)).toBeNull();
  });

  it('follows the aliases, in the body and in the partials it imports', () => {
    const files = new Map([
      ['src/components/_a.md', "import B from '@components/sub/_b.md';\n\n<B />"],
      ['src/components/sub/_b.md', 'B text'],
    ]);
    expect(collectPartials('docs/page.mdx', "import A from '@components/_a.md';\n\n<A />", files, { '@components': 'src/components' })).toEqual({
      'src/components/_a.md': files.get('src/components/_a.md'),
      'src/components/sub/_b.md': 'B text',
    });
    expect(collectPartials('docs/page.mdx', "import A from '@components/_a.md';\n\n<A />", files)).toBeNull();
  });
});

const args = (body: string, partials?: Record<string, string>): CompileMarkdownArgs => ({ body, bodyLineOffset: 0, file: 'docs/page.mdx', format: 'mdx', ...(partials ? { partials } : {}) });
const text = (value: unknown) => JSON.stringify(value);

describe('compileMarkdown with imported partials', () => {
  it('puts the partial where the page uses it, with its headings in the TOC and its props read', () => {
    const out = compileMarkdown(
      args("import Install from './_install.mdx';\n\n# Page\n\n<Install pkg=\"@acme/video\" />\n\nAfter.\n", {
        'docs/_install.mdx': '---\ndescription: ignored\n---\n\n## Install {props.pkg}\n\nRun `npm i {props.pkg}` then read [the guide](/docs/guide).\n',
      }),
    );
    const html = text(out.hast);
    expect(html).not.toContain('"tagName":"Install"');
    expect(html).toContain('{"type":"text","value":"Install "},{"type":"text","value":"@acme/video"}');
    // The id is slugged from the heading as written, expression included, as Docusaurus slugs it.
    expect(out.toc).toMatchObject([{ id: 'install-propspkg', level: 2 }]);
    expect(out.links.map((l) => l.url)).toEqual(['/docs/guide']);
  });

  it('resolves partials imported through an alias, as an element and as a value', () => {
    const partials = { 'src/components/_note.mdx': 'Note for {props.who}.\n', 'src/components/_js.md': '```js\nrun();\n```\n' };
    const out = compileMarkdown({
      ...args("import Note from '@components/_note.mdx';\nimport javascript from '@components/_js.md';\nimport Tabs from './Tabs';\n\n<Note who=\"you\" />\n\n<Tabs code={{ javascript }} />\n", partials),
      aliases: { '@components': 'src/components' },
    });
    expect(text(out.hast)).toContain('"value":"Note for "},{"type":"text","value":"you"}');
    expect(Object.keys(out.code!.partials)).toEqual(['src/components/_js.md']);
    expect(out.moduleImports.map((m) => m.from)).toEqual(['./Tabs']);
  });

  it('inlines partials that import partials', () => {
    const out = compileMarkdown(args("import A from './_a.md';\n\n<A />\n", { 'docs/_a.md': "import B from './_b.md';\n\nA says <B />.\n\n<B />\n", 'docs/_b.md': 'B text.\n' }));
    expect((text(out.hast).match(/B text\./g) ?? []).length).toBe(2);
  });

  it('reports a partial that is not in the site at its import, and partials that import each other', () => {
    const missing = () => compileMarkdown(args("\n\nimport Part from './_missing.md';\n\n<Part />\n"));
    expect(missing).toThrow(CompileError);
    try {
      missing();
    } catch (error) {
      expect((error as CompileError).diagnostics[0]).toMatchObject({ code: 'mdx/unresolved-import', file: 'docs/page.mdx', line: 3, column: 1 });
    }
    const cycle = () => compileMarkdown(args("import A from './_a.md';\n\n<A />\n", { 'docs/_a.md': "import B from './_b.md';\n\n<B />\n", 'docs/_b.md': "import A from './_a.md';\n\n<A />\n" }));
    expect(cycle).toThrow(/mdx\/partial-cycle.*_a\.md → docs\/_b\.md → docs\/_a\.md/);
  });

  it('attributes diagnostics inside a partial to the partial file', () => {
    const out = compileMarkdown(args("import P from './_p.mdx';\n\n<P />\n", { 'docs/_p.mdx': 'Line one.\n\n{frontMatter.title}\n' }));
    expect(out.diagnostics).toMatchObject([{ code: 'markdown/dynamic-expression', file: 'docs/_p.mdx', line: 3 }]);
    expect(() => compileMarkdown(args("import P from './_p.mdx';\n\n<P />\n", { 'docs/_p.mdx': 'Line one.\n\n{someRuntimeValue()}\n' }))).toThrow(
      expect.objectContaining({ diagnostics: [expect.objectContaining({ code: 'mdx/undefined-name', file: 'docs/_p.mdx', line: 3 })] }),
    );
  });
});

describe('compileMarkdown moduleImports', () => {
  it("lists the page's code imports and its partials', not partials or the theme's body components", () => {
    const out = compileMarkdown(
      args(
        [
          "import Tabs from '@theme/Tabs';",
          "import MyTabs from '@theme/Tabs';",
          "import Card, { Grid as G } from '@site/src/components/Card';",
          "import * as Icons from './icons';",
          "import './styles.css';",
          "import Part from './_part.mdx';",
          '',
          '<Part />',
        ].join('\n'),
        { 'docs/_part.mdx': "import Box from '../src/Box';\n\n<Box />\n" },
      ),
    );
    expect(out.moduleImports).toEqual([
      { from: '@theme/Tabs', default: 'MyTabs' },
      { from: '@site/src/components/Card', default: 'Card', named: [{ imported: 'Grid', local: 'G' }] },
      { from: './icons', namespace: 'Icons' },
      { from: './styles.css' },
      { from: '../src/Box', default: 'Box' },
    ]);
  });
});
