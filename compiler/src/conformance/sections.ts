import type { Json } from '../json/index.js';
import type { Golden } from './golden.js';

/** The sections a conformance run reports on, in report order. */
export const SECTION_NAMES = [
  'routes',
  'docs.versions',
  'docs.docs',
  'docs.sidebars',
  'docs.tags',
  'docs.categoryGeneratedIndices',
  'blog.posts',
  'blog.listPages',
  'blog.tags',
  'blog.archive',
  'blog.sidebar',
  'blog.feed',
  'blog.authors',
  'pages',
  'globalData',
] as const;

export type SectionName = (typeof SECTION_NAMES)[number];

/** One comparable entry of a section: a stable key and the value compared. */
export type Entry = [key: string, value: Json];

type Obj = { [key: string]: Json };

/**
 * Splits a golden-format document into the entries of one section. The same function reads
 * the golden and our projection, so both sides are cut the same way. Keys name what the entry
 * is (`default/current/intro`); ordered lists carry their position (`index`) in the value, so
 * an order difference fails the entry.
 */
export function sectionEntries(doc: Partial<Golden>, section: SectionName): Entry[] {
  switch (section) {
    case 'routes':
      return routeEntries(doc);
    case 'docs.versions':
      return eachDocsInstance(doc, (pid, inst) => [
        [`${pid}/options`, inst.options ?? null],
        ...versions(inst).map((v): Entry => [`${pid}/${v.name}`, omit(v, ['docs', 'sidebars', 'sidebarsLoaded', 'categoryGeneratedIndices', 'tags'])]),
      ]);
    case 'docs.docs':
      return eachVersion(doc, (key, v) => list(v.docs).map((d): Entry => [`${key}/${String(d.id)}`, d]));
    case 'docs.sidebars':
      return eachVersion(doc, (key, v) => [
        ...list(v.sidebarsLoaded).map((s, index): Entry => [`${key}/sidebarsLoaded/${String(s.id)}`, { ...s, index }]),
        ...list(v.sidebars).map((s, index): Entry => [`${key}/sidebars/${String(s.id)}`, { ...s, index }]),
      ]);
    case 'docs.tags':
      return eachVersion(doc, (key, v) => list(v.tags).map((t): Entry => [`${key}/${String(t.permalink)}`, t]));
    case 'docs.categoryGeneratedIndices':
      return eachVersion(doc, (key, v) => list(v.categoryGeneratedIndices).map((c): Entry => [`${key}/${String(c.permalink)}`, c]));
    case 'blog.posts':
      return eachBlog(doc, (pid, b) => list(b.posts).map((p, index): Entry => [`${pid}/${String(p.id)}`, { ...p, index }]));
    case 'blog.listPages':
      return eachBlog(doc, (pid, b) => [
        [`${pid}/meta`, pick(b, ['options', 'blogTitle', 'blogDescription', 'blogSidebarTitle', 'tagsListPath'])],
        ...list(b.listPages).map((p, index): Entry => [`${pid}/${String(p.permalink)}`, { ...p, index }]),
      ]);
    case 'blog.tags':
      return eachBlog(doc, (pid, b) => [
        [`${pid}/tagsListProp`, b.tagsListProp ?? null],
        ...list(b.tags).map((t, index): Entry => [`${pid}/${String(t.permalink)}`, { ...t, index }]),
      ]);
    case 'blog.archive':
      return eachBlog(doc, (pid, b) => [[pid, b.archive ?? null]]);
    case 'blog.sidebar':
      return eachBlog(doc, (pid, b) => [[pid, b.sidebar ?? null]]);
    case 'blog.feed':
      return eachBlog(doc, (pid, b) => [[pid, b.feed ?? null]]);
    case 'blog.authors':
      return eachBlog(doc, (pid, b) => [[pid, b.authorsMap ?? null]]);
    case 'pages':
      return Object.entries(doc.pages ?? {}).flatMap(([pid, pages]) =>
        (pages ?? []).map((p, index): Entry => [`${pid}/${String(p.permalink)}`, { ...p, index }]),
      );
    case 'globalData':
      return Object.entries(doc.globalData ?? {}).flatMap(([plugin, byId]) =>
        Object.entries(byId ?? {}).flatMap(([pid, data]): Entry[] => {
          const vs = Array.isArray(data.versions) ? (data.versions as Obj[]) : [];
          return [
            [`${plugin}/${pid}`, omit(data, ['versions'])],
            ...vs.map((v, index): Entry => [`${plugin}/${pid}/${String(v.name)}`, { ...v, index }]),
          ];
        }),
      );
  }
}

function routeEntries(doc: Partial<Golden>): Entry[] {
  const seen = new Map<string, number>();
  const entries = (doc.routes ?? []).map((r, index): Entry => {
    const base = `${r.plugin} ${r.component} ${r.path}`;
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    return [n ? `${base} #${n + 1}` : base, { ...r, index }];
  });
  entries.push(['routesPaths', doc.routesPaths ?? null]);
  return entries;
}

function eachDocsInstance(doc: Partial<Golden>, f: (pid: string, inst: Obj) => Entry[]): Entry[] {
  return Object.entries(doc.docs ?? {}).flatMap(([pid, inst]) => f(pid, inst as unknown as Obj));
}

function eachVersion(doc: Partial<Golden>, f: (key: string, v: Obj) => Entry[]): Entry[] {
  return eachDocsInstance(doc, (pid, inst) => versions(inst).flatMap((v) => f(`${pid}/${String(v.name)}`, v)));
}

function eachBlog(doc: Partial<Golden>, f: (pid: string, b: Obj) => Entry[]): Entry[] {
  return Object.entries(doc.blog ?? {}).flatMap(([pid, b]) => f(pid, b));
}

function versions(inst: Obj): Obj[] {
  return Array.isArray(inst.versions) ? (inst.versions as Obj[]) : [];
}

function list(v: Json | undefined): Obj[] {
  return Array.isArray(v) ? (v as Obj[]) : [];
}

function omit(o: Obj, keys: string[]): Obj {
  return Object.fromEntries(Object.entries(o).filter(([k]) => !keys.includes(k)));
}

function pick(o: Obj, keys: string[]): Obj {
  return Object.fromEntries(Object.entries(o).filter(([k]) => keys.includes(k)));
}
