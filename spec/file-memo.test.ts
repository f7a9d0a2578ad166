import { deserialize, serialize } from 'node:v8';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { compile, type CompileResult } from '../compiler/src/compile.js';
import { loadSite, type SiteInput } from '../compiler/src/content/index.js';
import { CompileError } from '../compiler/src/diagnostics/index.js';
import { stringifyCanonical } from '../compiler/src/json/index.js';
import type { FileMemoEntries } from '../compiler/src/memo/index.js';
import { benchCorpus, SHARED } from './corpora.js';

const FIXTURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/sites');

/** The memo as the CLI persists it: through V8 serialisation. */
function stored(result: CompileResult): FileMemoEntries {
  return deserialize(serialize(result.content.fileMemo!.entries)) as FileMemoEntries;
}

function output(result: CompileResult): string {
  return stringifyCanonical({ graph: result.graph, files: result.files.map((f) => [f.path, String(f.content)]), copies: result.copies });
}

function compileError(input: SiteInput, fileMemo?: FileMemoEntries): unknown {
  try {
    compile(input, { fileMemo });
  } catch (e) {
    if (e instanceof CompileError) return e.diagnostics;
    throw e;
  }
  throw new Error('expected a CompileError');
}

describe('per-file memo (front matter, titles, excerpts)', () => {
  it.each([
    ['features', `${SHARED}/corpora/features`],
    ['bench tree', benchCorpus().dir],
  ])('%s: the same bytes with an empty and with a filled memo', async (_name, dir) => {
    const input = await loadSite(dir);
    const empty = compile(input, { continueOnError: true });
    expect(empty.content.fileMemo!.hits).toBe(0);
    const filled = compile(input, { continueOnError: true, cache: empty.content.cacheEntries, fileMemo: stored(empty) });
    const memo = filled.content.fileMemo!;
    expect(memo.misses).toBe(0);
    expect(memo.hits).toBe(empty.content.fileMemo!.misses);
    expect(memo.changed).toBe(false);
    expect(output(filled)).toBe(output(empty));
  });

  it('raises the same errors for malformed and for invalid front matter, memo or not', async () => {
    const bad = await loadSite(`${FIXTURES}/bad-front-matter`);
    const good: SiteInput = { ...bad, files: new Map(bad.files).set('docs/broken.md', '---\ntitle: Fine\n---\n\n# Body\n') };
    const invalid: SiteInput = { ...bad, files: new Map(bad.files).set('docs/broken.md', '---\nsidebar_position: first\n---\n\n# Body\n') };
    // A memo filled from a good version of the same path: its entry must not answer for the bad text.
    const memo = stored(compile(good));
    for (const input of [bad, invalid]) {
      const expected = compileError(input);
      expect(expected).toEqual(compileError(input, memo));
      expect(compileError(input, memo)).toEqual(expected);
    }
  });
});
