import type { HeadState } from './head-state.js';

/** Attribute marking the head elements the runtime manages (others are left alone). */
export const MANAGED_ATTRIBUTE = 'data-sg-head';

/**
 * Receives the heads that rendered components ask for; the one with the highest `order` (the
 * innermost, rendered last) wins. Collected on the server, applied to the document in the browser.
 */
export interface HeadManager {
  put(order: number, state: HeadState): void;
  remove(order: number): void;
  /** The winning head, or null. */
  get(): HeadState | null;
}

function winner(entries: ReadonlyMap<number, HeadState>): HeadState | null {
  let best = -Infinity;
  let state: HeadState | null = null;
  for (const [order, s] of entries) {
    if (order > best) {
      best = order;
      state = s;
    }
  }
  return state;
}

/** Server side: collects the heads set during one render. */
export function createHeadCollector(): HeadManager {
  const entries = new Map<number, HeadState>();
  return {
    put: (order, s) => void entries.set(order, s),
    remove: (order) => void entries.delete(order),
    get: () => winner(entries),
  };
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The head as HTML, for the prerendered page. */
export function headToHtml(state: HeadState): string {
  const parts = [`<title>${escapeHtml(state.title)}</title>`];
  for (const m of state.meta) parts.push(`<meta ${m.attr}="${escapeHtml(m.key)}" content="${escapeHtml(m.content)}" ${MANAGED_ATTRIBUTE}="">`);
  if (state.canonical) parts.push(`<link rel="canonical" href="${escapeHtml(state.canonical)}" ${MANAGED_ATTRIBUTE}="">`);
  return parts.join('');
}

/** Browser side: writes the head into `document.head`, replacing the managed elements. */
export function createDocumentHead(doc: Document): HeadManager {
  const entries = new Map<number, HeadState>();
  const apply = (next: HeadState | null): void => {
    if (!next) return;
      if (doc.title !== next.title) doc.title = next.title;
      const existing = [...doc.head.querySelectorAll(`[${MANAGED_ATTRIBUTE}]`)];
      const wanted = new Set<Element>();
      for (const m of next.meta) {
        let el = existing.find((e) => e.tagName === 'META' && e.getAttribute(m.attr) === m.key);
        if (!el) {
          el = doc.createElement('meta');
          el.setAttribute(m.attr, m.key);
          el.setAttribute(MANAGED_ATTRIBUTE, '');
          doc.head.appendChild(el);
        }
        if (el.getAttribute('content') !== m.content) el.setAttribute('content', m.content);
        wanted.add(el);
      }
      if (next.canonical) {
        let link = existing.find((e) => e.tagName === 'LINK' && e.getAttribute('rel') === 'canonical');
        if (!link) {
          link = doc.createElement('link');
          link.setAttribute('rel', 'canonical');
          link.setAttribute(MANAGED_ATTRIBUTE, '');
          doc.head.appendChild(link);
        }
        if (link.getAttribute('href') !== next.canonical) link.setAttribute('href', next.canonical);
        wanted.add(link);
      }
      for (const el of existing) if (!wanted.has(el)) el.remove();
  };
  return {
    get: () => winner(entries),
    put(order, state) {
      entries.set(order, state);
      apply(winner(entries));
    },
    remove(order) {
      entries.delete(order);
      apply(winner(entries));
    },
  };
}
