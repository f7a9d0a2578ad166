import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDirs } from '../../../fixtures/temp-dirs.js';
import type { PageChunk } from '../graph/page-chunk.js';
import { errorOf } from '../test-support/error-of.js';
import { build, compile, CompileError, createCompiler, loadSite, siteGraphSchema } from '../index.js';

const tempDir = tempDirs('sitegraph-continue-');

/** A docs site with one front-matter error, one MDX error and one page with two broken links. */
function brokenSite(): string {
  const dir = tempDir();
  mkdirSync(path.join(dir, 'docs'));
  const site = { title: 'Broken', url: 'https://example.org', baseUrl: '/', onBrokenLinks: 'throw', plugins: [{ plugin: 'content-docs', id: 'default', options: { path: 'docs' } }] };
  writeFileSync(path.join(dir, 'site.json'), JSON.stringify(site));
  writeFileSync(path.join(dir, 'docs/front.md'), '---\ntitle: [unclosed\n---\n\n# Front\n');
  writeFileSync(path.join(dir, 'docs/invalid.mdx'), '# Invalid\n\n<div>\n');
  writeFileSync(path.join(dir, 'docs/links.md'), '# Links\n\n[one](/docs/nowhere) and [two](/docs/elsewhere)\n');
  writeFileSync(path.join(dir, 'docs/fine.md'), '# Fine\n\nNothing wrong here.\n');
  return dir;
}

/** The error diagnostics as `file code` lines. */
function errorsOf(diagnostics: readonly { level: string; file?: string; code: string }[]): string[] {
  return diagnostics.filter((d) => d.level === 'error').map((d) => `${d.file} ${d.code}`);
}

describe('continueOnError', () => {
  it('returns a graph with every error reported: front matter, MDX and both broken links', async () => {
    const result = compile(await loadSite(brokenSite()), { continueOnError: true });
    expect(siteGraphSchema.safeParse(result.graph).success).toBe(true);
    const errors = errorsOf(result.diagnostics);
    expect(errors.filter((e) => e.startsWith('docs/front.md frontmatter/'))).toHaveLength(1);
    expect(errors).toContain('docs/invalid.mdx markdown/invalid-mdx');
    expect(errors.filter((e) => e === 'docs/links.md links/broken-link')).toHaveLength(2);
    expect(errors).toHaveLength(4);
    // Every doc is in the graph, the failed ones included.
    expect(result.graph.docs.default!.versions[0]!.docs.map((d) => d.id).sort()).toEqual(['fine', 'front', 'invalid', 'links']);
  });

  it('gives a page whose content failed a chunk that carries its errors and says so in its body', async () => {
    const result = compile(await loadSite(brokenSite()), { continueOnError: true });
    const chunkOf = (source: string): PageChunk => {
      const ref = result.graph.content[source];
      expect(ref, source).toBeDefined();
      return JSON.parse(String(result.chunks.find((c) => c.path === `chunks/${ref!.chunk}.json`)!.content)) as PageChunk;
    };
    for (const source of ['docs/front.md', 'docs/invalid.mdx']) {
      const chunk = chunkOf(source);
      expect(chunk.errors?.map((d) => d.file)).toEqual([source]);
      const text = JSON.stringify(chunk.body);
      expect(text).toContain('sitegraph-content-error');
      expect(text).toContain(chunk.errors![0]!.code);
    }
    expect(chunkOf('docs/fine.md').errors).toBeUndefined();
    expect(chunkOf('docs/links.md').errors).toBeUndefined();
  });

  it('is the same through createCompiler and a graph-only build', async () => {
    const siteDir = brokenSite();
    const expected = errorsOf(compile(await loadSite(siteDir), { continueOnError: true }).diagnostics);
    const session = await createCompiler(siteDir, { continueOnError: true }).compile();
    expect(errorsOf(session.diagnostics)).toEqual(expected);
    const built = await build(siteDir, { outDir: path.join(tempDir(), 'out'), graphOnly: true, cache: false, continueOnError: true });
    expect(errorsOf(built.diagnostics)).toEqual(expected);
  });

  it('without it, throws the front-matter and MDX errors at once', async () => {
    const input = await loadSite(brokenSite());
    expect(() => compile(input)).toThrow(CompileError);
    const error = errorOf(() => compile(input)) as CompileError;
    expect(errorsOf(error.diagnostics)).toEqual(['docs/front.md frontmatter/invalid-yaml', 'docs/invalid.mdx markdown/invalid-mdx']);
  });
});
