import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { assembleSite as assembleWith, collectSiteContent } from './site-assembly.js';
import { compileMarkdown } from './markdown/compile-markdown.js';
import { loadSite } from './content/index.js';
import { memoryTextFiles, type OutputFile } from './output/index.js';

const FEATURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../shared/corpora/features');

describe('assembly with emit (a full build streams its chunks and search files to disk)', () => {
  it('emits every chunk and search file once and keeps none: the same files and graph as without', async () => {
    const input = await loadSite(FEATURES);
    const held = assembleWith(input, collectSiteContent(input), { compileMarkdown });
    const emitted: OutputFile[] = [];
    const streamed = assembleWith(input, collectSiteContent(input), { compileMarkdown, emit: { file: (file) => emitted.push(file), open: memoryTextFiles(emitted) } });
    expect(streamed.searchRecords).toBeNull();
    expect(held.searchRecords?.length).toBeGreaterThan(0);
    const streamedKinds = (files: readonly OutputFile[]) => files.filter((f) => f.path.startsWith('chunks/') || f.path.startsWith('search/') || f.path === 'graph.json');
    const byPath = (files: readonly OutputFile[]) => [...files].sort((a, b) => (a.path < b.path ? -1 : 1));
    expect(streamedKinds(streamed.files)).toEqual([]);
    expect(emitted.some((f) => f.path === 'search/records.json')).toBe(true);
    expect(new Set(emitted.map((f) => f.path)).size).toBe(emitted.length);
    expect(byPath(emitted)).toEqual(byPath(streamedKinds(held.files)));
    // graph.json is emitted too, with the same bytes.
    expect(streamed.files.find((f) => f.path === 'graph.json')).toBeUndefined();
    expect(emitted.find((f) => f.path === 'graph.json')).toEqual(held.files.find((f) => f.path === 'graph.json'));
    expect(streamed.graph).toEqual(held.graph);
  });
});
