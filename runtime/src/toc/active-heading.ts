import { useEffect, useState } from 'react';
import { useStableValue } from '../app/use-stable-value.js';

/** The bottom edge of the sticky navbar in viewport pixels (0 without one): headings above it are hidden. */
function navbarBottom(): number {
  const navbar = document.querySelector('.navbar');
  return navbar ? Math.max(0, navbar.getBoundingClientRect().bottom) : 0;
}

/**
 * The heading being read, as Docusaurus's TOC highlight chooses it: the first heading whose top
 * is at or below the navbar's bottom edge is current when it sits in the top half of the
 * viewport (the reader has reached it); otherwise the heading before it is (its section fills
 * the screen). When every heading has scrolled above the navbar, the last one.
 */
export function currentHeading(ids: readonly string[], top: (id: string) => number | null, navbarEdge: number, viewportHeight: number): string | null {
  const present = ids.filter((id) => top(id) !== null);
  const next = present.findIndex((id) => top(id)! >= navbarEdge);
  if (next === -1) return present[present.length - 1] ?? null;
  if (top(present[next]!)! < viewportHeight / 2) return present[next]!;
  return present[next - 1] ?? null;
}

/** The id of the heading being read among `headingIds` ({@link currentHeading}), updated on scroll and resize; null for none. */
export function useActiveHeading(headingIds: readonly string[]): string | null {
  const ids = useStableValue(headingIds);
  const [active, setActive] = useState<string | null>(null);
  useEffect(() => {
    if (!ids.length) return;
    const update = (): void => {
      const top = (id: string): number | null => document.getElementById(id)?.getBoundingClientRect().top ?? null;
      setActive(currentHeading(ids, top, navbarBottom(), window.innerHeight));
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [ids]);
  return active;
}
