import { describe, expect, it } from 'vitest';
import { groupTaggedItems, tagVisibility } from './group-tags.js';
import type { NormalizedTag } from './normalize-tags.js';

const tag = (label: string, permalink = `/tags/${label.toLowerCase()}`): NormalizedTag => ({ label, permalink, description: null, inline: true });

describe('groupTaggedItems', () => {
  it('groups by permalink in order of first appearance, first label wins, items once', () => {
    const items = [
      { id: 'a', tags: [tag('B'), tag('A')] },
      { id: 'b', tags: [tag('a', '/tags/a'), tag('a', '/tags/a')] },
    ];
    const groups = groupTaggedItems(items, (i) => i.tags);
    expect(groups.map((g) => [g.tag.label, g.items.map((i) => i.id)])).toEqual([
      ['B', ['a']],
      ['A', ['a', 'b']],
    ]);
  });
});

describe('tagVisibility', () => {
  const unlisted = (x: { u: boolean }) => x.u;
  it('hides unlisted items of a listed tag', () => {
    expect(tagVisibility([{ u: false }, { u: true }], unlisted)).toEqual({ unlisted: false, listedItems: [{ u: false }] });
  });
  it('marks a tag unlisted when all its items are, and keeps them all', () => {
    expect(tagVisibility([{ u: true }], unlisted)).toEqual({ unlisted: true, listedItems: [{ u: true }] });
  });
});
