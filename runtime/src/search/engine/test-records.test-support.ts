import type { SearchRecord } from './types.js';

/** A small DocSearch-shaped record for tests: `type`'s own text in hierarchy or content. */
export function testRecord(fields: {
  url: string;
  position: number;
  type?: SearchRecord['type'];
  lvl0?: string;
  lvl1: string;
  lvl2?: string;
  lvl3?: string;
  content?: string;
  tag?: string;
  version?: string;
  language?: string;
}): SearchRecord {
  const type = fields.type ?? (fields.content !== undefined ? 'content' : fields.lvl3 !== undefined ? 'lvl3' : fields.lvl2 !== undefined ? 'lvl2' : 'lvl1');
  const [withoutAnchor, anchor] = fields.url.split('#');
  return {
    objectID: `${fields.url}-${fields.position}`,
    url: fields.url,
    url_without_anchor: withoutAnchor!,
    anchor: anchor ?? null,
    type,
    content: fields.content ?? null,
    hierarchy: {
      lvl0: fields.lvl0 ?? 'Documentation', lvl1: fields.lvl1, lvl2: fields.lvl2 ?? null,
      lvl3: fields.lvl3 ?? null, lvl4: null, lvl5: null, lvl6: null,
    },
    weight: { pageRank: 0, level: type === 'content' ? 0 : 100 - 10 * (Number(type.slice(3)) - 1), position: fields.position },
    language: fields.language ?? 'en',
    docusaurus_tag: fields.tag ?? 'docs-default-current',
    version: fields.version ?? 'current',
  };
}

/** Pages titled `titles[i]` at /docs/p<i>, each with a title record and one content record. */
export function testPages(titles: string[], content = 'Some text.'): SearchRecord[] {
  return titles.flatMap((title, i) => [
    testRecord({ url: `/docs/p${i}`, position: 0, lvl1: title }),
    testRecord({ url: `/docs/p${i}`, position: 1, lvl1: title, content }),
  ]);
}
