import type { NormalizedTag } from './normalize-tags.js';

/** The items (docs, posts) carrying one tag. */
export interface TaggedItemGroup<Item> {
  /** The tag as first met (two tags with the same permalink share one group). */
  tag: NormalizedTag;
  /** Items in input order, each once. */
  items: Item[];
}

/**
 * Groups items by tag permalink, as Docusaurus 3.7.0's `groupTaggedItems`: groups are in order of
 * first appearance while walking `items` in order (so callers pass items in Docusaurus's order),
 * the first tag seen for a permalink gives the group its label, and an item tagged twice appears
 * once.
 */
export function groupTaggedItems<Item>(items: readonly Item[], tagsOf: (item: Item) => readonly NormalizedTag[]): TaggedItemGroup<Item>[] {
  const groups = new Map<string, TaggedItemGroup<Item> & { seen: Set<Item> }>();
  for (const item of items) {
    for (const tag of tagsOf(item)) {
      let group = groups.get(tag.permalink);
      if (!group) {
        group = { tag, items: [], seen: new Set() };
        groups.set(tag.permalink, group);
      }
      if (!group.seen.has(item)) {
        group.seen.add(item);
        group.items.push(item);
      }
    }
  }
  return [...groups.values()].map(({ tag, items: tagged }) => ({ tag, items: tagged }));
}

/** Whether a tag is listed, and the items its page lists. */
export interface TagVisibility<Item> {
  /** True when every item of the tag is unlisted (the tag is then left out of tag lists). */
  unlisted: boolean;
  /** The listed items; all items when the tag itself is unlisted. */
  listedItems: Item[];
}

/**
 * Docusaurus's `getTagVisibility`: a tag whose items are all unlisted is unlisted and shows all
 * of them; otherwise it is listed and shows only its listed items.
 */
export function tagVisibility<Item>(items: readonly Item[], isUnlisted: (item: Item) => boolean): TagVisibility<Item> {
  if (items.every(isUnlisted)) return { unlisted: true, listedItems: [...items] };
  return { unlisted: false, listedItems: items.filter((i) => !isUnlisted(i)) };
}
