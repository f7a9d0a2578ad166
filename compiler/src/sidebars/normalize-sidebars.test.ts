import { describe, expect, it } from 'vitest';
import { normalizeSidebars } from './normalize-sidebars.js';

describe('normalizeSidebars', () => {
  it('expands string items into doc items', () => {
    expect(normalizeSidebars({ s: ['a', 'b/c'] })).toEqual([
      { id: 's', items: [{ type: 'doc', id: 'a' }, { type: 'doc', id: 'b/c' }] },
    ]);
  });

  it('expands a whole sidebar and nested items written as category shorthands, in key order', () => {
    expect(normalizeSidebars({ ref: { API: ['x', { Hooks: ['y'] }], CLI: ['z'] } })).toEqual([
      {
        id: 'ref',
        items: [
          {
            type: 'category',
            label: 'API',
            items: [
              { type: 'doc', id: 'x' },
              { type: 'category', label: 'Hooks', items: [{ type: 'doc', id: 'y' }] },
            ],
          },
          { type: 'category', label: 'CLI', items: [{ type: 'doc', id: 'z' }] },
        ],
      },
    ]);
  });

  it('marks doc and ref items with a label as translatable, and only those', () => {
    const { items } = normalizeSidebars({
      s: [
        { type: 'doc', id: 'a', label: 'A' },
        { type: 'ref', id: 'b', label: 'B' },
        { type: 'doc', id: 'c' },
        { type: 'link', href: '/x', label: 'X' },
      ],
    })[0]!;
    expect(items).toEqual([
      { type: 'doc', id: 'a', label: 'A', translatable: true },
      { type: 'ref', id: 'b', label: 'B', translatable: true },
      { type: 'doc', id: 'c' },
      { type: 'link', href: '/x', label: 'X' },
    ]);
  });

  it('keeps sidebars in definition order and normalises category items recursively', () => {
    const result = normalizeSidebars({
      second: [{ type: 'category', label: 'C', items: ['a', { Sub: ['b'] }] }],
      first: ['c'],
    });
    expect(result.map((s) => s.id)).toEqual(['second', 'first']);
    expect(result[0]!.items[0]).toEqual({
      type: 'category',
      label: 'C',
      items: [{ type: 'doc', id: 'a' }, { type: 'category', label: 'Sub', items: [{ type: 'doc', id: 'b' }] }],
    });
  });
});
