import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadSite } from '../content/index.js';
import { CompileError, type Diagnostic } from '../diagnostics/index.js';
import { parseFrontMatter } from '../frontmatter/index.js';
import { compileMarkdown } from './compile-markdown.js';
import { frontMatterFormat, markdownFormat } from './format.js';
import { collectPartials } from './partials/partial-imports.js';

/**
 * Every Markdown/MDX file of every corpus in ../shared/corpora compiles, except exactly the
 * files Docusaurus 3.7.0 could not compile (`mdx-check.docusaurus-3.7.0.json`), which fail with
 * the same reason, at a line of the file. Skipped when the shared folder is absent.
 */
const corpora = fileURLToPath(new URL('../../../../shared/corpora/', import.meta.url));
const names = ['features', 'remotion-2022', 'redux', 'jest', 'prettier'];

interface MdxCheck {
  okFiles: string[];
  problems: Array<{ file: string; ok: boolean; error: string | null }>;
}

describe.skipIf(!existsSync(corpora))('every corpus file compiles as under Docusaurus 3.7.0', () => {
  for (const name of names) {
    it(`${name}`, { timeout: 180_000 }, async () => {
      const dir = `${corpora}${name}`;
      const site = await loadSite(dir);
      const checkFile = `${dir}/mdx-check.docusaurus-3.7.0.json`;
      const check: MdxCheck | null = existsSync(checkFile) ? JSON.parse(readFileSync(checkFile, 'utf8')) : null;
      const failures = new Map<string, Diagnostic>();
      let compiled = 0;
      for (const [file, text] of site.files) {
        if (!/\.mdx?$/.test(file) || file.startsWith('static/')) continue;
        const parsed = parseFrontMatter(text, file);
        try {
          compileMarkdown({
            body: parsed.content,
            bodyLineOffset: parsed.bodyLineOffset,
            file,
            format: markdownFormat(file, site.config.markdown.format, frontMatterFormat(parsed.frontMatter)),
            partials: collectPartials(file, parsed.content, site.files) ?? undefined,
          });
          compiled++;
        } catch (error) {
          if (!(error instanceof CompileError)) throw error;
          failures.set(file, error.diagnostics[0]!);
        }
      }
      expect(compiled).toBeGreaterThan(40);

      const expectedFailures = new Map(
        (check?.problems ?? []).filter((p) => !p.ok).map((p) => [p.file, (p.error ?? '').replace(/^[^\n]*\nCause: /, '')]),
      );
      expect([...failures.keys()].sort()).toEqual([...expectedFailures.keys()].sort());
      for (const [file, diagnostic] of failures) {
        expect(diagnostic).toMatchObject({ level: 'error', code: 'markdown/invalid-mdx', file });
        expect(diagnostic.message).toBe(`MDX compilation failed: ${expectedFailures.get(file)}`);
        // The place is in the file: the line the reason names, or the character it names.
        const lines = site.files.get(file)!.split('\n');
        expect(diagnostic.line).toBeGreaterThan(0);
        expect(diagnostic.line).toBeLessThanOrEqual(lines.length);
        const named = /\((\d+):\d+/.exec(diagnostic.message);
        if (named) expect(diagnostic.line).toBe(Number(named[1]));
        const character = /Unexpected character `(.)`/.exec(diagnostic.message);
        if (character) expect(lines[diagnostic.line! - 1]![diagnostic.column! - 1]).toBe(character[1]);
      }
    });
  }
});
