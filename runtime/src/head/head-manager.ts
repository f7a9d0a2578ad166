import { applyHeadPatch, type HeadPatch, type HeadState, type HeadTag } from './head-state.js';

/** Attribute marking the head elements the runtime manages (others are left alone). */
export const MANAGED_ATTRIBUTE = 'data-sg-head';

/**
 * Receives the heads that rendered components ask for; the one with the highest `order` (the
 * innermost, rendered last) wins. Collected on the server, applied to the document in the browser.
 */
export interface HeadManager {
  put(order: number, state: HeadState): void;
  /** What a `<Head>` element adds on top of the winning head; patches apply in `order`. */
  patch(order: number, patch: HeadPatch): void;
  remove(order: number): void;
  /** The winning head, or null. */
  get(): HeadState | null;
}

type Entry = { state: HeadState } | { patch: HeadPatch };

/** The winning head with every patch applied in render order; null without a head. */
function winner(entries: ReadonlyMap<number, Entry>): HeadState | null {
  let best = -Infinity;
  let state: HeadState | null = null;
  for (const [order, e] of entries) {
    if ('state' in e && order > best) {
      best = order;
      state = e.state;
    }
  }
  if (!state) return null;
  const patches = [...entries].filter(([, e]) => 'patch' in e).sort((a, b) => a[0] - b[0]);
  for (const [, e] of patches) state = applyHeadPatch(state, (e as { patch: HeadPatch }).patch);
  return state;
}

/** Identity of an added tag in the document: its name, attributes and text. */
export function headTagKey(tag: HeadTag): string {
  return JSON.stringify([tag.tag, Object.entries(tag.attrs).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)), tag.text ?? '']);
}

/** Server side: collects the heads set during one render. */
export function createHeadCollector(): HeadManager {
  const entries = new Map<number, Entry>();
  return {
    put: (order, state) => void entries.set(order, { state }),
    patch: (order, patch) => void entries.set(order, { patch }),
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
  for (const tag of state.extra ?? []) {
    const attrs = Object.entries(tag.attrs).map(([k, v]) => ` ${k}="${escapeHtml(v)}"`).join('');
    const open = `<${tag.tag}${attrs} ${MANAGED_ATTRIBUTE}="${escapeHtml(headTagKey(tag))}">`;
    // Script and style text is raw text in HTML: only a closing tag inside it needs breaking up.
    const text = (tag.text ?? '').replace(/<\/(script|style)/gi, '<\\/$1');
    parts.push(tag.tag === 'meta' || tag.tag === 'link' || tag.tag === 'base' ? open : `${open}${text}</${tag.tag}>`);
  }
  return parts.join('');
}

/** Browser side: writes the head into `document.head`, replacing the managed elements. */
export function createDocumentHead(doc: Document): HeadManager {
  const entries = new Map<number, Entry>();
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
      for (const tag of next.extra ?? []) {
        const key = headTagKey(tag);
        let el = existing.find((e) => e.getAttribute(MANAGED_ATTRIBUTE) === key);
        if (!el) {
          el = doc.createElement(tag.tag);
          for (const [k, v] of Object.entries(tag.attrs)) el.setAttribute(k, v);
          if (tag.text) el.textContent = tag.text;
          el.setAttribute(MANAGED_ATTRIBUTE, key);
          doc.head.appendChild(el);
        }
        wanted.add(el);
      }
      for (const el of existing) if (!wanted.has(el)) el.remove();
  };
  return {
    get: () => winner(entries),
    put(order, state) {
      entries.set(order, { state });
      apply(winner(entries));
    },
    patch(order, patch) {
      entries.set(order, { patch });
      apply(winner(entries));
    },
    remove(order) {
      entries.delete(order);
      apply(winner(entries));
    },
  };
}
