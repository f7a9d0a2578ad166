import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { tempDirs } from '../../../fixtures/temp-dirs.js';
import type { PageChunk, SiteGraph } from '../graph/index.js';
import { build } from './build-site.js';
import { createDevCompiler } from './dev-compiler.js';

const fixture = fileURLToPath(new URL('../../../fixtures/sites/docusaurus-classic/', import.meta.url));
const temp = tempDirs('sitegraph-docusaurus-');

describe('a Docusaurus site built unchanged (fixtures/sites/docusaurus-classic)', () => {
  it('reads docusaurus.config.mjs, runs its remark/rehype plugins, and warns about what it cannot run', async () => {
    const out = path.join(temp(), 'out');
    const result = await build(fixture, { outDir: out, graphOnly: true, cache: false });
    const graph = JSON.parse(readFileSync(path.join(out, 'graph.json'), 'utf8')) as SiteGraph;
    expect(graph.plugins.map((p) => `${p.name}@${p.id}`)).toEqual(['docusaurus-plugin-content-docs@default', 'docusaurus-plugin-content-blog@default', 'docusaurus-plugin-content-pages@default']);
    expect(graph.site.customCss).toEqual(['src/css/custom.css']);
    expect(graph.site.clientModules).toEqual(['src/client-module.js']);
    expect(graph.site.aliases).toEqual({ '@components': 'src/components' });
    // The classic preset's gtag and googleTagManager options.
    expect(graph.site.analytics).toEqual({ gtag: { trackingID: ['G-CLASSIC1', 'G-CLASSIC2'], anonymizeIP: true }, googleTagManager: { containerId: 'GTM-CLASSIC' } });
    // headTags, then stylesheets, then scripts, as Docusaurus writes them.
    expect(graph.site.headTags).toEqual([
      { tagName: 'meta', attributes: { name: 'classic-fixture', content: 'head-tag' }, innerHTML: null },
      { tagName: 'link', attributes: { rel: 'stylesheet', href: 'https://cdn.jsdelivr.net/npm/katex@0.16.47/dist/katex.min.css', type: 'text/css', crossorigin: 'anonymous' }, innerHTML: null },
      { tagName: 'script', attributes: { src: '/js/site-flag.js', defer: true }, innerHTML: '' },
    ]);
    const chunkOf = (source: string): string => {
      const ref = graph.content[source]!;
      return JSON.stringify((JSON.parse(readFileSync(path.join(out, 'chunks', `${ref.chunk}.json`), 'utf8')) as PageChunk).body);
    };
    // The local beforeDefaultRemarkPlugins plugin's directive is an admonition; npm2yarn's tabs; KaTeX.
    expect(chunkOf('docs/intro.md')).toMatch(/"tagName":"admonition"/);
    expect(chunkOf('docs/intro.md')).toMatch(/"tagName":"Tabs"/);
    expect(chunkOf('docs/intro.md')).toMatch(/"tagName":"TabItem","properties":\{"value":"yarn"/);
    expect(chunkOf('docs/math.md')).toContain('katex');
    // markdown.mermaid: the diagram is a Mermaid element holding its source.
    expect(chunkOf('docs/diagram.md')).toContain('"tagName":"Mermaid","properties":{"value":"graph TD;\\n  Write-->Build;\\n  Build-->Publish;"}');
    expect(chunkOf('blog/2024-01-02-hello.md')).toMatch(/"tagName":"admonition"/);
    // An MDX partial with props, its link resolved from the partial's folder and checked.
    expect(chunkOf('docs/partials.mdx')).not.toContain('"tagName":"Install"');
    expect(chunkOf('docs/partials.mdx')).toContain('the classic toolkit');
    expect(chunkOf('docs/partials.mdx')).toContain('"href":"/docs/intro"');
    // A partial imported through the `@components` alias, from outside the content folders, is content.
    expect(chunkOf('docs/aliases.mdx')).toContain('imported through an alias.');
    expect(chunkOf('docs/aliases.mdx')).not.toContain('"tagName":"Note"');
    // A partial used as a value by two pages (through the alias and through `@site/`) is stored once.
    const chunkJson = (hash: string) => JSON.parse(readFileSync(path.join(out, 'chunks', `${hash}.json`), 'utf8')) as Record<string, unknown>;
    const usesOf = (source: string) => (chunkJson(graph.content[source]!.chunk) as unknown as PageChunk).code!.partials;
    const [aliased, viaSite] = [usesOf('docs/aliases.mdx'), usesOf('docs/partials.mdx')];
    expect(Object.keys(aliased)).toEqual(['src/components/snippets/_hello.md']);
    expect(viaSite['src/components/snippets/_hello.md']!.chunk).toBe(aliased['src/components/snippets/_hello.md']!.chunk);
    const shared = chunkJson(aliased['src/components/snippets/_hello.md']!.chunk);
    expect(Object.keys(shared)).toEqual(['body']);
    expect(JSON.stringify(shared)).toContain('shared snippet');
    expect(chunkOf('docs/aliases.mdx')).not.toContain('shared snippet');
    expect(chunkOf('docs/partials.mdx')).not.toContain('shared snippet');
    // The pages plugin has no Markdown plugins: its page is left as written.
    expect(chunkOf('src/pages/about.md')).not.toContain('katex');
    const warnings = result.diagnostics.filter((d) => d.level === 'warning').map((d) => `${d.code} ${d.message}`);
    // docusaurus-plugin-sass is the build's own; docusaurus-plugin-module-alias becomes `aliases`.
    expect(warnings.filter((w) => w.startsWith('config/unsupported-plugin'))).toEqual([]);
    // editUrl functions are called for each doc and post with Docusaurus's arguments.
    expect(warnings.filter((w) => w.includes('editUrl'))).toEqual([]);
    const docsVersion = (graph.docs.default as unknown as { versions: { docs: { source: string; editUrl: string | null }[] }[] }).versions[0]!;
    expect(docsVersion.docs.find((d) => d.source === 'docs/intro.md')!.editUrl).toBe('https://example.org/edit/docs/intro.md?version=current&locale=en');
    const posts = (graph.blog.default as unknown as { posts: { source: string; editUrl: string | null; permalink: string }[] }).posts;
    expect(posts.map((p) => p.editUrl)).toEqual(['https://example.org/edit/blog/2024-01-02-hello.md?page=/blog/2024/01/02/hello']);
    expect(warnings.filter((w) => /"(stylesheets|scripts|headTags|clientModules)"/.test(w))).toEqual([]);
  });
});

describe('a Docusaurus site in dev (fixtures/sites/docusaurus-classic)', () => {
  it('serves pages whose asynchronous Markdown plugins were awaited', async () => {
    const cwd = temp();
    const dev = createDevCompiler(fixture, { cwd });
    try {
      const first = await dev.compile(null);
      if ('kind' in first) throw new Error('a content edit');
      const chunk = JSON.stringify(first.content.chunk(first.graph.content['docs/intro.md']!.chunk));
      expect(chunk).toMatch(/"tagName":"Tabs"/);
      expect(chunk).toMatch(/"tagName":"admonition"/);
    } finally {
      await dev.close();
    }
  });
});
