import { describe, expect, it } from 'vitest';
import { compileMarkdown } from './compile-markdown.js';
import { bodyBlocks } from '../search/hast-blocks.js';
import { excerptHastJsonOf, fromSerializedResult, hastJsonOf, readHastOnce, searchBlocksOf, toSerializedResult } from './hast-text.js';

const compiled = compileMarkdown({ body: '# T\n\nintro\n\n<!-- truncate -->\n\n## A\n\n```js\nconst a = 1;\n```\n', bodyLineOffset: 2, file: 'blog/p.md', format: 'md' });

describe('serialised results', () => {
  it('round-trip to an equal result, with the trees as JSON text', () => {
    const serialized = toSerializedResult(compiled);
    expect(serialized.hastJson).toBe(JSON.stringify(compiled.hast));
    expect(serialized.excerptHastJson).toBe(JSON.stringify(compiled.excerptHast));
    const back = fromSerializedResult(structuredClone(serialized));
    expect(hastJsonOf(back)).toBe(serialized.hastJson);
    expect(excerptHastJsonOf(back)).toBe(serialized.excerptHastJson);
    expect(back).toEqual(JSON.parse(JSON.stringify(compiled)));
    expect(toSerializedResult(back)).toEqual(serialized);
  });

  it('forget the text once a tree is read, so changes to it are never lost', () => {
    const back = fromSerializedResult(toSerializedResult(compiled));
    back.hast.children = [];
    expect(hastJsonOf(back)).toBe('{"type":"root","children":[]}');
    const replaced = fromSerializedResult(toSerializedResult(compiled));
    replaced.excerptHast = null;
    expect(excerptHastJsonOf(replaced)).toBeNull();
  });

  it('give a reader the tree without keeping it: the text stays the one copy', () => {
    const back = fromSerializedResult(toSerializedResult(compiled));
    const first = readHastOnce(back);
    expect(first).toEqual(compiled.hast);
    // A fresh tree each time, and the result still holds only the text (not yet parsed).
    expect(readHastOnce(back)).not.toBe(first);
    expect(Object.getOwnPropertyDescriptor(back, 'hast')!.get).toBeTypeOf('function');
    // Once the tree is read (and maybe changed) through `hast`, readers get that tree.
    back.hast.children = [];
    expect(readHastOnce(back)).toBe(back.hast);
    expect(readHastOnce(compiled)).toBe(compiled.hast);
  });

  it('carry the search blocks of the body as text, made from the tree, without parsing the tree for them', () => {
    const serialized = toSerializedResult(compiled);
    expect(serialized.searchBlocksJson).toBe(JSON.stringify(bodyBlocks(compiled.hast)));
    expect(JSON.parse(serialized.searchBlocksJson)).toEqual([
      { kind: 'heading', level: 1, text: 'T', id: 't' },
      { kind: 'content', text: 'intro' },
      { kind: 'heading', level: 2, text: 'A', id: 'a' },
    ]);
    const back = fromSerializedResult(structuredClone(serialized));
    expect(searchBlocksOf(back)).toEqual(bodyBlocks(compiled.hast));
    expect(Object.getOwnPropertyDescriptor(back, 'hast')!.get).toBeTypeOf('function');
    expect(searchBlocksOf(compiled)).toEqual(bodyBlocks(compiled.hast));
  });

  it('make the search blocks from the tree once it is read or replaced, so they follow its changes', () => {
    const read = fromSerializedResult(toSerializedResult(compiled));
    read.hast.children = [{ type: 'element', tagName: 'p', properties: {}, children: [{ type: 'text', value: 'changed' }] }];
    expect(searchBlocksOf(read)).toEqual([{ kind: 'content', text: 'changed' }]);
    expect(toSerializedResult(read).searchBlocksJson).toBe('[{"kind":"content","text":"changed"}]');
    const replaced = fromSerializedResult(toSerializedResult(compiled));
    replaced.hast = { type: 'root', children: [] };
    expect(searchBlocksOf(replaced)).toEqual([]);
  });

  it('keep a missing excerpt as null', () => {
    const plain = compileMarkdown({ body: 'text', bodyLineOffset: 0, file: 'docs/a.md', format: 'md', truncateMarker: null });
    const back = fromSerializedResult(toSerializedResult(plain));
    expect(back.excerptHast).toBeNull();
    expect(excerptHastJsonOf(back)).toBeNull();
  });
});
