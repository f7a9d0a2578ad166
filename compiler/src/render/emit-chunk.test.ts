import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { assembleSite as assembleWith, collectSiteContent } from '../site-assembly.js';
import { compileMarkdown } from '../markdown/compile-markdown.js';
import { loadSite } from '../content/index.js';
import type { OutputFile } from '../output/index.js';

const FEATURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../shared/corpora/features');

describe('renderBodies with emitChunk (a full build streams its chunks to disk)', () => {
  it('emits every chunk once, as it is made, and keeps none: the same chunks and graph as without', async () => {
    const input = await loadSite(FEATURES);
    const held = assembleWith(input, collectSiteContent(input), { compileMarkdown });
    const emitted: OutputFile[] = [];
    const streamed = assembleWith(input, collectSiteContent(input), { compileMarkdown, emitChunk: (file) => emitted.push(file) });
    const chunksOf = (files: readonly OutputFile[]) => files.filter((f) => f.path.startsWith('chunks/'));
    expect(chunksOf(streamed.files)).toEqual([]);
    expect(new Set(emitted.map((f) => f.path)).size).toBe(emitted.length);
    expect([...emitted].sort((a, b) => (a.path < b.path ? -1 : 1))).toEqual(chunksOf(held.files));
    expect(streamed.files.find((f) => f.path === 'graph.json')).toEqual(held.files.find((f) => f.path === 'graph.json'));
  });
});
