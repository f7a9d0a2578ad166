import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDirs } from '../../../fixtures/temp-dirs.js';
import { compileMarkdown } from '../markdown/compile-markdown.js';
import { fromSerializedResult, searchBlocksOf, toSerializedResult } from '../markdown/hast-text.js';
import type { CompiledMarkdown } from '../markdown/types.js';
import { MarkdownCacheStore } from './markdown-cache-store.js';

const tempDir = tempDirs('sitegraph-store-');

function store(): MarkdownCacheStore {
  return new MarkdownCacheStore(path.join(tempDir(), 'cache'));
}

function compiled(body: string): CompiledMarkdown {
  return compileMarkdown({ file: 'docs/a.md', body, bodyLineOffset: 0, format: 'mdx' });
}

/** The plain JSON view of a result (what the cache must give back). */
const plain = (r: CompiledMarkdown) => JSON.parse(JSON.stringify(r)) as unknown;

describe('MarkdownCacheStore', () => {
  it('gives back every saved entry, trees included', () => {
    const s = store();
    const entries = new Map([
      ['a', compiled('# Tïtlé 🎉\n\nSome *text* and [a link](/x), ünïcödé.\n')],
      ['b', compiled('Intro\n\n<!-- truncate -->\n\n## More\n\n```js\nconst x = 1;\n```\n')],
      ['c', compiled('')],
    ]);
    s.save(entries);
    const loaded = s.load();
    expect([...loaded.keys()]).toEqual(['a', 'b', 'c']);
    for (const [key, value] of entries) expect(plain(loaded.get(key)!)).toEqual(plain(value));
  });

  it('keeps the search blocks made with each tree, in both ways of loading', async () => {
    const s = store();
    // Blocks text that the tree does not give: read back, it shows the cache kept the text
    // rather than walking the tree again.
    const kept = fromSerializedResult({ ...toSerializedResult(compiled('Some text.')), searchBlocksJson: '[{"kind":"content","text":"kept text"}]' });
    s.save(new Map([['a', kept]]));
    expect(searchBlocksOf(s.load().get('a')!)).toEqual([{ kind: 'content', text: 'kept text' }]);
    const { results, close } = await s.loadInPlace();
    expect(searchBlocksOf(results.get('a')!)).toEqual([{ kind: 'content', text: 'kept text' }]);
    close();
  });

  it('loads in place: trees read from the file when used, still after a save replaced it, never after close', async () => {
    const s = store();
    const entries = new Map([
      ['a', compiled('# Tïtlé 🎉\n\nSome *text*, ünïcödé.\n')],
      ['b', compiled('Intro\n\n<!-- truncate -->\n\n## More\n')],
    ]);
    s.save(entries);
    const { results, close } = await s.loadInPlace();
    expect([...results.keys()]).toEqual(['a', 'b']);
    expect(plain(results.get('a')!)).toEqual(plain(entries.get('a')!));
    s.save(new Map([['c', compiled('Other.')]]));
    expect(plain(results.get('b')!)).toEqual(plain(entries.get('b')!));
    const again = await s.loadInPlace();
    expect([...again.results.keys()]).toEqual(['c']);
    again.close();
    // The saved file round-trips the trees read in place.
    const copy = store();
    const source = await s.loadInPlace();
    copy.save(source.results);
    source.close();
    expect(plain(copy.load().get('c')!)).toEqual(plain(compiled('Other.')));
    const unread = await s.loadInPlace();
    unread.close();
    expect(() => unread.results.get('c')!.hast).toThrow(/after the parse cache .* was closed/);
    close();
  });

  it('stops loading in place once its signal is aborted (the dev server closing)', async () => {
    const s = store();
    s.save(new Map(['a', 'b', 'c'].map((k) => [k, compiled(`# ${k}\n`)])));
    const stop = new AbortController();
    stop.abort();
    const { results, close } = await s.loadInPlace(stop.signal);
    expect(results.size).toBe(1);
    close();
    const all = await s.loadInPlace();
    expect(all.results.size).toBe(3);
    all.close();
  });

  it('holds entries larger than its first read buffer', () => {
    const s = store();
    const big = compiled(Array.from({ length: 3000 }, (_, i) => `Paragraph ${i} with some words in it.`).join('\n\n'));
    s.save(new Map([['big', big], ['small', compiled('x')]]));
    expect(plain(s.load().get('big')!)).toEqual(plain(big));
  });

  it('is empty when the file is missing, truncated or not a cache', async () => {
    const s = store();
    const inPlace = async () => (await s.loadInPlace()).results.size;
    expect([s.load().size, await inPlace()]).toEqual([0, 0]);
    s.save(new Map([['a', compiled('# A\n')], ['b', compiled('# B\n')]]));
    const bytes = readFileSync(s.file);
    writeFileSync(s.file, bytes.subarray(0, bytes.length - 3));
    expect([s.load().size, await inPlace()]).toEqual([0, 0]);
    writeFileSync(s.file, 'not a cache at all');
    expect([s.load().size, await inPlace()]).toEqual([0, 0]);
  });
});
