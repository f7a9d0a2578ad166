import type { SiteGraph } from '../data/graph-types.js';

/** `<link rel="alternate">` feed tags of every blog instance (from `blog.<id>.feed.headTags`). */
export function feedLinks(graph: SiteGraph): { href: string; type: string; title: string }[] {
  const out: { href: string; type: string; title: string }[] = [];
  for (const id of Object.keys(graph.blog).sort()) {
    const feed = (graph.blog[id] as { feed?: { headTags?: { attributes?: Record<string, unknown> }[] } }).feed;
    for (const tag of feed?.headTags ?? []) {
      const a = tag.attributes ?? {};
      if (typeof a.href === 'string' && typeof a.type === 'string') out.push({ href: a.href, type: a.type, title: typeof a.title === 'string' ? a.title : '' });
    }
  }
  return out;
}
