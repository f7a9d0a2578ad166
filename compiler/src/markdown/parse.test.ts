import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadSite } from '../content/index.js';
import { parseFrontMatter } from '../frontmatter/index.js';
import { parseMarkdown } from './parse.js';

/** Parses with the extensions chosen from the text, and with all of them; both must agree. */
function both(text: string, format: 'md' | 'mdx'): [unknown, unknown] {
  const run = (allExtensions: boolean) => {
    try {
      return parseMarkdown(text, format, 'x.md', { comments: true, allExtensions });
    } catch (error) {
      return { error: (error as Error).message };
    }
  };
  return [run(false), run(true)];
}

const pieces = [
  'a', 'b', ' ', '\n', '\n\n', '|', '-', ':', '::', ':::', 'note', '[', ']', '^', '~', '~~', '*', '_', '`', '#', '> ', '- ',
  '1. ', 'www.', 'http://', 'https://x.io', '@', 'a@b.co', '.', '<', '>', '<!--', '-->', '{', '}', '!', '(', ')', 'x', '[ ]', '[x]',
  '{#id}', '| --- |', 'import a from "b"', '\t', '-:', ':-:', '12:30', ':é', '\n  ',
];

describe('parseMarkdown: loading only the triggered syntax extensions changes nothing', () => {
  it('on generated text (md and mdx)', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pieces), { maxLength: 40 }), fc.constantFrom<'md' | 'mdx'>('md', 'mdx'), (parts, format) => {
        const [gated, full] = both(parts.join(''), format);
        expect(gated).toEqual(full);
      }),
      { numRuns: 400 },
    );
  });

  const corpora = fileURLToPath(new URL('../../../../shared/corpora/', import.meta.url));
  it.skipIf(!existsSync(corpora))('on every file of the features and redux corpora', { timeout: 120_000 }, async () => {
    for (const name of ['features', 'redux']) {
      const site = await loadSite(`${corpora}${name}`);
      for (const [file, text] of site.files) {
        if (!/\.mdx?$/.test(file)) continue;
        const [gated, full] = both(parseFrontMatter(text, file).content, 'mdx');
        expect(gated, file).toEqual(full);
      }
    }
  });

  it('reports invalid MDX with the parser reason and place', () => {
    expect(() => parseMarkdown('a <b', 'mdx', 'x.md', { comments: true })).toThrowError(/MDX compilation failed/);
  });
});
