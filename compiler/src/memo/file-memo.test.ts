import { deserialize, serialize } from 'node:v8';
import { describe, expect, it } from 'vitest';
import { FileMemo, fileMemoKey, memoized } from './file-memo.js';

const input = { file: 'docs/a.md', text: '---\ntitle: A\n---\nbody' };

describe('fileMemoKey', () => {
  it('changes with the kind, the path, the text and the options, never with the path alone', () => {
    const key = fileMemoKey('doc-file', input);
    expect(fileMemoKey('doc-file', { ...input })).toBe(key);
    expect(fileMemoKey('blog-post-file', input)).not.toBe(key);
    expect(fileMemoKey('doc-file', { ...input, file: 'docs/b.md' })).not.toBe(key);
    expect(fileMemoKey('doc-file', { ...input, text: `${input.text} ` })).not.toBe(key);
    expect(fileMemoKey('doc-file', { ...input, options: { readingTime: true } })).not.toBe(key);
    // The separator keeps the path and the text apart.
    expect(fileMemoKey('k', { file: 'a', text: 'b' })).not.toBe(fileMemoKey('k', { file: 'a"', text: 'b' }));
  });
});

describe('FileMemo', () => {
  it('computes once, then answers from the entries it was given', () => {
    const first = new FileMemo();
    let calls = 0;
    const compute = () => ({ n: ++calls, at: new Date(0) });
    expect(first.get('doc-file', input, compute)).toEqual({ n: 1, at: new Date(0) });
    expect(first.get('doc-file', input, compute)).toEqual({ n: 1, at: new Date(0) }); // same compile: no second call
    expect(first.result()).toMatchObject({ hits: 0, misses: 1, changed: true });

    // As the CLI persists them: through V8 serialisation.
    const stored = deserialize(serialize(first.entries())) as Map<string, unknown>;
    const second = new FileMemo(stored);
    expect(second.get('doc-file', input, compute)).toEqual({ n: 1, at: new Date(0) });
    expect(calls).toBe(1);
    expect(second.result()).toMatchObject({ hits: 1, misses: 0, changed: false });
  });

  it('with nothing known, reuses a result for an equal text and keys the results only when its entries are read', () => {
    const memo = new FileMemo();
    let calls = 0;
    const compute = () => ({ n: ++calls });
    const options = { readingTime: true };
    // An equal text in another string object: the same result.
    expect(memo.get('doc-file', { ...input, options }, compute)).toEqual({ n: 1 });
    expect(memo.get('doc-file', { ...input, options, text: [...input.text].join('') }, compute)).toEqual({ n: 1 });
    // Another kind, options or path: computed anew.
    expect(memo.get('blog-post-file', { ...input, options }, compute)).toEqual({ n: 2 });
    expect(memo.get('doc-file', input, compute)).toEqual({ n: 3 });
    expect(memo.get('doc-file', { ...input, file: 'docs/b.md' }, compute)).toEqual({ n: 4 });
    const result = memo.result();
    expect(result).toMatchObject({ hits: 0, misses: 4, changed: true });
    // Keyed as fileMemoKey keys them, in the order first computed, once however often read.
    const expected = [
      fileMemoKey('doc-file', { ...input, options }),
      fileMemoKey('blog-post-file', { ...input, options }),
      fileMemoKey('doc-file', input),
      fileMemoKey('doc-file', { ...input, file: 'docs/b.md' }),
    ];
    expect([...result.entries.keys()]).toEqual(expected);
    expect(result.entries).toBe(memo.entries());
    expect([...result.entries.values()]).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }, { n: 4 }]);
    // A changed text is computed again.
    const next = new FileMemo();
    next.get('doc-file', input, compute);
    expect(next.get('doc-file', { ...input, text: `${input.text}!` }, compute)).toEqual({ n: 6 });
    expect([...next.entries().keys()]).toEqual([fileMemoKey('doc-file', { ...input, text: `${input.text}!` })]);
  });

  it('ignores entries of other keys and drops them from what it hands on', () => {
    const memo = new FileMemo(new Map([['stale', { n: 0 }], [fileMemoKey('doc-file', { ...input, file: 'docs/moved.md' }), { n: 0 }]]));
    expect(memo.get('doc-file', input, () => ({ n: 1 }))).toEqual({ n: 1 });
    expect([...memo.entries().keys()]).toEqual([fileMemoKey('doc-file', input)]);
    expect(memo.changed()).toBe(true);
  });

  it('never records a failure: the error is raised again on every call', () => {
    const memo = new FileMemo();
    let calls = 0;
    const fail = () => {
      calls++;
      throw new Error('bad front matter');
    };
    expect(() => memo.get('doc-file', input, fail)).toThrow('bad front matter');
    expect(() => memo.get('doc-file', input, fail)).toThrow('bad front matter');
    expect(calls).toBe(2);
    expect(memo.entries().size).toBe(0);
  });

  it('does not record results a V8 round trip would change', () => {
    const memo = new FileMemo();
    memo.get('doc-file', input, () => ({ data: Buffer.from('x') }));
    expect(memo.entries().size).toBe(0);
  });

  it('memoized() without a memo just computes', () => {
    expect(memoized(undefined, 'doc-file', input, () => 42)).toBe(42);
  });
});
