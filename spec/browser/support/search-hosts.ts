/**
 * A protocol-speaking stand-in for the hosted search service, for the hosted-mode fixture
 * (`SEARCH_HOSTS`): each host is answered through Playwright's `page.route` as told — answer,
 * refuse the connection, never answer, or answer late. Answers follow the multi-query protocol
 * (SPEC §7) over a fixed set of DocSearch records, and deliberately put record text into
 * `_snippetResult` unescaped, as a careless service would, so the client's own escaping is tested.
 */
import type { Page, Route } from 'playwright-core';
import { SEARCH_HOSTS } from './fixtures.js';

export interface TestRecord {
  objectID: string;
  url: string;
  type: string;
  content: string | null;
  hierarchy: Record<string, string | null>;
}

const hierarchy = (lvl0: string, lvl1: string, lvl2: string | null = null) => ({ lvl0, lvl1, lvl2, lvl3: null, lvl4: null, lvl5: null, lvl6: null });

/** The records: 30 'render' hits over three lvl0 groups, an XSS probe, an external URL and a renamed path. */
export const TEST_RECORDS: TestRecord[] = [
  ...Array.from({ length: 12 }, (_, i) => ({ objectID: `doc-${i}`, url: `https://prism.example.org/docs/render-media#option-${i}`, type: 'content', content: `Render option number ${i} changes how frames render.`, hierarchy: hierarchy('Documentation', 'renderMedia()', `Option ${i}`) })),
  ...Array.from({ length: 12 }, (_, i) => ({ objectID: `api-${i}`, url: `/docs/player#api-${i}`, type: 'lvl2', content: null, hierarchy: hierarchy('API', 'Player', `Render API ${i}`) })),
  ...Array.from({ length: 6 }, (_, i) => ({ objectID: `blog-${i}`, url: `/docs/intro#post-${i}`, type: 'content', content: `A blog post about render speed, part ${i}.`, hierarchy: hierarchy('Blog', `Render speed ${i}`) })),
  { objectID: 'xss', url: '/docs/intro#xss', type: 'content', content: 'Beware <img src=x onerror="window.__xss=1"> in content', hierarchy: hierarchy('Documentation', 'Beware') },
  { objectID: 'external', url: 'https://external.example.org/guide#external', type: 'lvl1', content: null, hierarchy: hierarchy('Elsewhere', 'External guide') },
  { objectID: 'renamed', url: 'https://prism.example.org/docs/old/player#renamed', type: 'lvl1', content: null, hierarchy: hierarchy('Documentation', 'Renamed player page') },
];

export type HostBehaviour = 'answer' | 'refuse' | 'hang' | { delayMs: number };

/** Every request the stand-in received, in order: the searches' URLs and bodies, and the hosts sent a CORS preflight. */
export interface SearchHostsHandle {
  bodies: Array<{ host: string; url: string; body: { requests: Array<Record<string, unknown>> } }>;
  preflights: string[];
}

function mark(text: string, words: string[]): string {
  if (words.length === 0) return text;
  const re = new RegExp(`(${words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`, 'gi');
  return text.replace(re, '<mark>$1</mark>');
}

/** Answers one multi-query body over {@link TEST_RECORDS}: a record matches when its text contains every query word. */
export function answer(body: { requests: Array<Record<string, unknown>> }): { results: unknown[] } {
  return {
    results: body.requests.map((request) => {
      const query = String(request.query ?? '');
      const words = query.toLowerCase().split(/\s+/).filter(Boolean);
      const matches = TEST_RECORDS.filter((r) => {
        const text = [r.content, ...Object.values(r.hierarchy)].filter(Boolean).join(' ').toLowerCase();
        return words.length > 0 && words.every((w) => text.includes(w));
      });
      const hitsPerPage = Number(request.hitsPerPage ?? 20);
      const page = Number(request.page ?? 0);
      const hits = matches.slice(page * hitsPerPage, (page + 1) * hitsPerPage).map((r) => {
        const hl = (v: string | null) => (v === null ? undefined : { value: mark(v, words), matchLevel: 'full', matchedWords: words });
        const h = Object.fromEntries(Object.entries(r.hierarchy).filter(([, v]) => v).map(([k, v]) => [k, hl(v)]));
        return { ...r, _highlightResult: { hierarchy: h, ...(r.content ? { content: hl(r.content) } : {}) }, _snippetResult: { hierarchy: h, ...(r.content ? { content: hl(r.content) } : {}) } };
      });
      return { hits, nbHits: matches.length, page, nbPages: Math.ceil(matches.length / hitsPerPage), hitsPerPage, processingTimeMS: 1, query, params: '', queryID: 'q1' };
    }),
  };
}

/** Routes the fixture's hosts as told (`behaviours[i]` for `SEARCH_HOSTS[i]`, default 'answer'). */
export async function routeSearchHosts(page: Page, behaviours: HostBehaviour[] = []): Promise<SearchHostsHandle> {
  const handle: SearchHostsHandle = { bodies: [], preflights: [] };
  for (const [i, host] of SEARCH_HOSTS.entries()) {
    const behaviour = behaviours[i] ?? 'answer';
    await page.route(`${host}/**`, async (route: Route) => {
      if (route.request().method() === 'OPTIONS') {
        handle.preflights.push(host);
        await route.fulfill({ status: 204, headers: { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*', 'access-control-allow-methods': 'POST' } });
        return;
      }
      const body = JSON.parse(route.request().postData() ?? '{}');
      handle.bodies.push({ host, url: route.request().url(), body });
      if (behaviour === 'refuse') return route.abort('connectionrefused');
      if (behaviour === 'hang') return; // never answered: the client's timeout gives up
      if (typeof behaviour === 'object') await new Promise((r) => setTimeout(r, behaviour.delayMs));
      await route.fulfill({ status: 200, contentType: 'application/json', headers: { 'access-control-allow-origin': '*' }, body: JSON.stringify(answer(body)) }).catch(() => {});
    });
  }
  return handle;
}
