import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { collectSiteContent, compile, type CompileResult } from '../compile.js';
import { loadSite, type SiteInput } from '../content/index.js';
import { parseFrontMatter } from '../frontmatter/index.js';
import { bodyOnlyEdit } from './body-edit.js';
import { LazyContent } from './lazy-content.js';
import { assembleLazySite } from './lazy-site.js';

const FIXTURE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../fixtures/sites/runtime-basic');

let input: SiteInput;
let built: CompileResult;

beforeAll(async () => {
  input = await loadSite(FIXTURE, { mode: 'development' });
  built = compile(input, { continueOnError: true });
});

describe('LazyContent', () => {
  it('compiles each page on request to the bytes a build writes', () => {
    const collected = collectSiteContent(input);
    const lazy = new LazyContent(input, collected.sources, new Map());
    expect(collected.sources.length).toBeGreaterThan(5);
    for (const s of collected.sources) {
      const ref = built.graph.content[s.source]!;
      const file = built.files.find((f) => f.path === `chunks/${ref.chunk}.json`)!;
      expect(JSON.stringify(lazy.chunk(lazy.idOf(s.source)!))).toBe(file.content);
      if (ref.excerpt) {
        const excerpt = built.files.find((f) => f.path === `chunks/${ref.excerpt}.json`)!;
        expect(JSON.stringify(lazy.chunk(lazy.refs()[s.source]!.excerpt!))).toBe(excerpt.content);
      }
    }
  });

  it('checks a page to the same Markdown result without keeping its chunks, and keeps its referenced files', () => {
    // One page with an image beside it, so there are referenced files to keep.
    const withImage: SiteInput = {
      ...input,
      files: new Map([...input.files, ['docs/pictured.md', '# Pictured\n\n![Diagram](./diagram.png)\n']]),
      assets: new Map([...input.assets, ['docs/diagram.png', { size: 3, sha256: 'a'.repeat(64) }]]),
    };
    const collected = collectSiteContent(withImage);
    const checked = new LazyContent(withImage, collected.sources, new Map());
    const compiled = new LazyContent(withImage, collected.sources, new Map());
    for (const s of collected.sources) {
      const id = checked.idOf(s.source)!;
      const c = checked.check(id);
      expect(checked.isCompiled(id)).toBe(false);
      const full = compiled.compile(id).compiled;
      expect({ links: c.links, headingIds: c.headingIds, diagnostics: c.diagnostics }).toEqual({ links: full.links, headingIds: full.headingIds, diagnostics: full.diagnostics });
      // A page compiled before is answered from what was kept.
      expect(compiled.check(id)).toBe(full);
    }
    expect(compiled.emittedAssets().size).toBeGreaterThan(0);
    expect([...checked.emittedAssets()].sort()).toEqual([...compiled.emittedAssets()].sort());
  });

  it('builds the graph a build does, apart from chunk ids and the content-stage diagnostics', () => {
    const collected = collectSiteContent(input);
    const lazy = new LazyContent(input, collected.sources, new Map());
    const { graph } = assembleLazySite(input, collected, lazy);
    expect(lazy.isCompiled(lazy.idOf(collected.sources[0]!.source)!)).toBe(false);
    for (const key of ['site', 'plugins', 'routesPaths', 'docs', 'blog', 'pages', 'globalData'] as const) {
      expect(JSON.parse(JSON.stringify(graph[key]))).toEqual(JSON.parse(JSON.stringify(built.graph[key])));
    }
    expect(Object.keys(graph.content).sort()).toEqual(Object.keys(built.graph.content).sort());
  });

  it('gives an edited body a new id and keeps the others', () => {
    const collected = collectSiteContent(input);
    const lazy = new LazyContent(input, collected.sources, new Map());
    const [a, b] = collected.sources.filter((s) => s.kind === 'doc');
    const before = lazy.refs();
    const renamed = lazy.edit(input, [{ ...a!, content: `${a!.content}\n\nMore.` }, b!]);
    expect([...renamed.keys()]).toEqual([before[a!.source]!.chunk]);
    expect(lazy.idOf(b!.source)).toBe(before[b!.source]!.chunk);
    const html = JSON.stringify(lazy.chunk(renamed.get(before[a!.source]!.chunk)!).body);
    expect(html).toContain('More.');
  });
});

describe('bodyOnlyEdit', () => {
  const text = '---\ntitle: Easing\n---\n\nEasing functions shape motion.\n\n## Linear\n\nThe simplest easing.\n';
  const source = () => collectSiteContent(input).sources.find((s) => s.source === 'docs/concepts/easing.md')!;

  it('returns the source with its new body when only the body changed', () => {
    const next = bodyOnlyEdit({ ...source(), content: bodyOf(text) }, text, text.replace('The simplest easing.', 'The simplest one.'));
    expect(next?.content).toContain('The simplest one.');
  });

  it('returns null when the title, the description excerpt or the front matter changed', () => {
    const s = { ...source(), content: bodyOf(text) };
    expect(bodyOnlyEdit(s, text, text.replace('title: Easing', 'title: Curves'))).toBeNull();
    expect(bodyOnlyEdit(s, text, text.replace('Easing functions shape motion.', 'Easing shapes motion.'))).toBeNull();
    expect(bodyOnlyEdit(s, text, text.replace('---\n\n', 'sidebar_position: 3\n---\n\n'))).toBeNull();
    expect(bodyOnlyEdit({ ...s, kind: 'blog-post' }, text, text.replace('The simplest easing.', 'x'))).toBeNull();
  });
});

function bodyOf(t: string): string {
  return parseFrontMatter(t, 'docs/concepts/easing.md').content;
}
