import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseFrontMatter } from '../frontmatter/index.js';
import { compileMarkdown } from './compile-markdown.js';
import { collectPartials } from './partials/partial-imports.js';

const sites = fileURLToPath(new URL('../../../fixtures/sites/', import.meta.url));

/** Paths of `position` keys and `undefined` values in a value. */
function impurities(value: unknown, path = '$'): string[] {
  if (value === undefined) return [path];
  if (value === null || typeof value !== 'object') return [];
  const out: string[] = [];
  for (const [key, child] of Object.entries(value)) {
    if (key === 'position') out.push(`${path}.position`);
    out.push(...impurities(child, `${path}.${key}`));
  }
  return out;
}

describe('compileMarkdown output is plain JSON', () => {
  for (const scenario of ['markdown-headings', 'markdown-admonitions', 'markdown-code-blocks', 'markdown-mdx-jsx', 'markdown-comments-truncate']) {
    it(scenario, () => {
      const dir = `${sites}${scenario}/`;
      const folder = readdirSync(dir).find((d) => d === 'docs' || d === 'blog')!;
      for (const name of readdirSync(dir + folder).filter((f) => /\.mdx?$/.test(f))) {
        const file = `${folder}/${name}`;
        const parsed = parseFrontMatter(readFileSync(dir + file, 'utf8'), file);
        const partials = collectPartials(file, parsed.content, new Map(readdirSync(dir + folder).map((f) => [`${folder}/${f}`, readFileSync(`${dir}${folder}/${f}`, 'utf8')])));
        const result = compileMarkdown({ body: parsed.content, bodyLineOffset: parsed.bodyLineOffset, file, format: 'mdx', partials: partials ?? undefined });
        expect(impurities(result), file).toEqual([]);
        expect(JSON.parse(JSON.stringify(result))).toEqual(result);
      }
    });
  }
});
