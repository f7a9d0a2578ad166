// The start-up bundles (the CLI's, the library's, the dev server's) are ASCII, so that Node hands V8 one-byte
// sources (scripts/ascii-comments.mjs), and making them so changes nothing but comments.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { asciiComments } from '../scripts/ascii-comments.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const NON_ASCII = /[^\x00-\x7f]/u;
const toAscii = (text: string) => text.replace(/[^\x00-\x7f]/gu, '?');

describe('asciiComments', () => {
  it('replaces the non-ASCII characters of line and block comments, and leaves the code as it is', () => {
    // Comment texts that cannot end their comment early; code with non-ASCII in a string and a regex.
    const lineText = fc.string({ unit: 'binary' }).map((s) => s.replace(/[\n\r\u2028\u2029]/g, ' '));
    const blockText = fc.string({ unit: 'binary' }).map((s) => s.replaceAll('*/', '* /'));
    fc.assert(
      fc.property(lineText, blockText, fc.string({ unit: 'binary' }), (line, block, value) => {
        const code = (l: string, b: string) => `const s = ${JSON.stringify(value)}; // ${l}\n/* ${b} */ const r = /\u00e9\u2014/u;\nexport { s, r };\n`;
        expect(asciiComments(code(line, block))).toBe(code(toAscii(line), toAscii(block)));
      }),
    );
  });

  it('returns an ASCII text as it is, and refuses what is not a module', () => {
    const plain = 'export const a = 1; // plain\n';
    expect(asciiComments(plain)).toBe(plain);
    expect(() => asciiComments('const = ; // \u2014')).toThrow(SyntaxError);
  });
});

describe('the built start-up bundles', () => {
  for (const dir of ['compiler/dist/cli-bundle', 'compiler/dist/bundle', 'runtime/dist/dev-bundle']) {
    it(`${dir} holds only ASCII JavaScript (npm test builds first)`, () => {
      const files = readdirSync(path.join(ROOT, dir)).filter((f) => f.endsWith('.js'));
      expect(files.length).toBeGreaterThan(1);
      const nonAscii = files.filter((f) => NON_ASCII.test(readFileSync(path.join(ROOT, dir, f), 'utf8')));
      expect(nonAscii).toEqual([]);
    });
  }
});
