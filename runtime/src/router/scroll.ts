import type { RouteLocation } from './route-state.js';

/** Fraction of the remaining distance the smooth-scroll fallback moves per frame (SPEC §9). */
export const SMOOTH_SCROLL_STEP = 0.15;

/** The element a hash points to (`#id`, URI-decoded), or null. */
export function hashTarget(doc: Document, hash: string): HTMLElement | null {
  if (!hash || hash === '#') return null;
  const id = hash.slice(1);
  let decoded = id;
  try {
    decoded = decodeURIComponent(id);
  } catch {
    // keep the raw id
  }
  return doc.getElementById(decoded) ?? doc.getElementById(id);
}

/**
 * After a route change: scroll to the hash target when there is one, else to the top when the
 * path or the hash changed. A change of the query string alone (a tab group writing its
 * `queryString` value, a search form) keeps the reader where they are, and so does a
 * replacement that lands on the same path and hash (`action` 'REPLACE': quick tab switches whose
 * replacements were rendered as one, ending on the query they started from); a link followed to
 * the same URL ('PUSH') scrolls to its target again, as the browser does.
 */
export function scrollToLocation(previous: RouteLocation, next: RouteLocation, action: 'PUSH' | 'REPLACE' | 'POP'): void {
  if (previous.pathname === next.pathname && previous.hash === next.hash && (previous.search !== next.search || action === 'REPLACE')) return;
  const target = hashTarget(document, next.hash);
  if (target) {
    target.scrollIntoView();
    return;
  }
  if (previous.pathname !== next.pathname || previous.hash !== next.hash) window.scrollTo(0, 0);
}

/** Next scroll position of the fallback: 15 % of the remaining distance (at least 1 px). */
export function nextScrollPosition(current: number, target: number): number {
  const remaining = target - current;
  if (Math.abs(remaining) <= 1) return target;
  const step = remaining * SMOOTH_SCROLL_STEP;
  return current + (Math.abs(step) < 1 ? Math.sign(remaining) : step);
}

/**
 * Smooth scroll to `top`: the browser's smooth scrolling when supported, else a fallback moving
 * 15 % of the remaining distance per animation frame. Returns a function that cancels it.
 */
export function smoothScrollTo(top: number): () => void {
  const native = typeof CSS !== 'undefined' && typeof CSS.supports === 'function' && CSS.supports('scroll-behavior', 'smooth');
  if (native) {
    window.scrollTo({ top, behavior: 'smooth' });
    return () => {};
  }
  let frame = 0;
  let stuck = 0;
  const step = (): void => {
    const before = window.scrollY;
    const next = nextScrollPosition(before, top);
    window.scrollTo(0, next);
    // Stop at the target, or when the page cannot scroll any further (target out of range).
    stuck = window.scrollY === before ? stuck + 1 : 0;
    if (next !== top && stuck < 3) frame = requestAnimationFrame(step);
  };
  frame = requestAnimationFrame(step);
  return () => cancelAnimationFrame(frame);
}
