import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tempDirs } from '../../../fixtures/temp-dirs.js';
import { LazyFileTexts } from './lazy-file-texts.js';
import { sortedMap } from './site-input.js';

const dirs = tempDirs('sitegraph-lazy-texts-');

const NAMES = ['a.md', 'b/c.md', 'b/a.md', 'z.json', 'B.md', 'docs/x.mdx'];

/** A folder holding `files`, and the LazyFileTexts over it. */
function lazyOver(files: Record<string, string>): LazyFileTexts {
  const root = dirs();
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    writeFileSync(path.join(root, rel), text);
  }
  return new LazyFileTexts(root, Object.keys(files));
}

type Op = { op: 'get' | 'has' | 'delete'; key: string } | { op: 'set'; key: string; value: string } | { op: 'iterate' };

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ op: fc.constantFrom('get' as const, 'has' as const, 'delete' as const), key: fc.constantFrom(...NAMES, 'missing.md') }),
  fc.record({ op: fc.constant('set' as const), key: fc.constantFrom(...NAMES, 'new.md'), value: fc.string() }),
  fc.record({ op: fc.constant('iterate' as const) }),
);

describe('LazyFileTexts', () => {
  it('answers as the sorted Map of the same files, whatever is read, set or deleted first', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...NAMES), fc.string()), fc.array(op, { maxLength: 12 }), (files, ops) => {
        const lazy = lazyOver(files);
        const model = sortedMap(Object.entries(files));
        for (const o of ops) {
          if (o.op === 'get') expect(lazy.get(o.key)).toBe(model.get(o.key));
          else if (o.op === 'has') expect(lazy.has(o.key)).toBe(model.has(o.key));
          else if (o.op === 'delete') expect(lazy.delete(o.key)).toBe(model.delete(o.key));
          else if (o.op === 'set') {
            lazy.set(o.key, o.value);
            const next = sortedMap([...model, [o.key, o.value]]);
            model.clear();
            for (const [k, v] of next) model.set(k, v);
          } else expect([...lazy]).toEqual([...model]);
          expect(lazy.size).toBe(model.size);
        }
        expect([...lazy.keys()]).toEqual([...model.keys()]);
        expect([...lazy.values()]).toEqual([...model.values()]);
        expect([...new Map(lazy)]).toEqual([...model]);
        const seen: string[] = [];
        lazy.forEach((v, k) => seen.push(`${k}=${v}`));
        expect(seen).toEqual([...model].map(([k, v]) => `${k}=${v}`));
      }),
      { numRuns: 60 },
    );
  });

  it('reads a file only when asked for it, and a file deleted since reads as missing', () => {
    const root = dirs();
    writeFileSync(path.join(root, 'a.md'), 'A');
    const lazy = new LazyFileTexts(root, ['a.md', 'gone.md']);
    expect(lazy.unreadCount()).toBe(2);
    expect(lazy.has('gone.md')).toBe(true);
    expect(lazy.get('a.md')).toBe('A');
    expect(lazy.unreadCount()).toBe(1);
    expect(lazy.get('gone.md')).toBeUndefined();
    expect([...lazy]).toEqual([['a.md', 'A']]);
    expect(lazy.size).toBe(1);
    expect(lazy instanceof Map).toBe(true);
  });
});
