import { escapeInlineJson, assembleBootData } from '../client/boot-data.js';
import type { PlannedPage, SitePlan } from '../data/plan-site-data.js';
import type { ContentData, DataFile } from '../data/site-data.js';
import { pruneSidebar } from '../sidebar/prune-sidebar.js';
import { RecentCache } from './recent-cache.js';

/** Data files larger than this (JSON characters) are inlined without their content bodies. */
export const INLINE_BODY_LIMIT = 24_000;

function isContent(value: unknown): value is ContentData {
  const v = value as ContentData | null;
  return !!v && typeof v === 'object' && !!v.body && (v.body as { type?: string }).type === 'root' && Array.isArray(v.toc);
}

/** A copy of `value` whose content bodies are replaced by `deferred` pointers into the file `id`. */
export function deferBodies(value: unknown, id: string, path: (string | number)[] = []): unknown {
  if (isContent(value)) return { body: { type: 'root', children: [] }, toc: value.toc, contentTitle: value.contentTitle, deferred: { file: id, path } };
  if (Array.isArray(value)) return value.map((v, i) => deferBodies(v, id, [...path, i]));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, deferBodies(v, id, [...path, k])]));
  return value;
}

/**
 * Builds the inline boot data of pages: the shell and each data file are serialised once; docs
 * sidebars are inlined pruned to what the page renders, and data files over
 * {@link INLINE_BODY_LIMIT} (blog lists of long posts) without their content bodies, which the
 * page already shows as HTML; the full files load after hydration.
 */
export function bootDataWriter(plan: SitePlan): (page: PlannedPage) => string {
  const shellJson = escapeInlineJson(JSON.stringify(plan.shell));
  // Bounded: only files shared by many pages (versions, blog sidebars) gain from it.
  const escaped = new RecentCache<string, string>(32);
  const fileJson = (id: string): string => {
    let text = escaped.get(id);
    if (text === undefined) {
      text = escapeInlineJson(plan.files.get(id)!.text);
      escaped.set(id, text);
    }
    return text;
  };
  return (page) => {
    const files: (readonly [string, string])[] = [];
    const partial: (readonly [string, string])[] = [];
    const seen = new Set<string>();
    for (const r of page.chain) {
      for (const id of [r.data, r.sidebar]) {
        if (!id || seen.has(id)) continue;
        const file = plan.files.get(id);
        if (!file) continue;
        seen.add(id);
        const value: DataFile = file.value;
        if (value.view === 'docs-sidebar') {
          partial.push([id, escapeInlineJson(JSON.stringify({ ...value, items: pruneSidebar(value.items, page.path) }))]);
        } else if (file.text.length > INLINE_BODY_LIMIT) {
          partial.push([id, escapeInlineJson(JSON.stringify(deferBodies(value, id)))]);
        } else files.push([id, fileJson(id)]);
      }
    }
    const base = assembleBootData(shellJson, escapeInlineJson(JSON.stringify(page.chain)), files);
    if (!partial.length) return base;
    // Insert `"partial":{…}` into the page object (the assembled JSON ends with `}}}`).
    return `${base.slice(0, -2)},"partial":{${partial.map(([id, json]) => `${JSON.stringify(id)}:${json}`).join(',')}}}}`;
  };
}
