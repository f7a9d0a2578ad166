import { useEffect, useState } from 'react';
import type { TocItem } from '../data/site-data.js';
import { tocIds } from './filter-toc.js';
import { TocTree } from './TocTree.js';
import { useStableValue } from '../app/use-stable-value.js';
import { themeMessage } from '../i18n/theme-message.js';

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

/** The id of the heading being read ({@link currentHeading}), updated on scroll and resize. */
function useActiveHeading(headingIds: readonly string[]): string | null {
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

/** The desktop table of contents beside a page (sticky), highlighting the current heading; `className` is added to its `<nav>`. */
export function TableOfContents({ items, className }: { items: readonly TocItem[]; className?: string }) {
  const active = useActiveHeading(tocIds(items));
  if (!items.length) return null;
  return (
    <nav className={className ? `toc ${className}` : 'toc'} aria-label={themeMessage('theme.TOCCollapsible.toggleButtonLabel')}>
      <div className="toc__title">{themeMessage('theme.TOCCollapsible.toggleButtonLabel')}</div>
      <TocTree items={items} activeId={active} />
    </nav>
  );
}

/** The mobile table of contents: a collapsible "On this page" box above the content; `className` is added to the box. */
export function TocCollapsible({ items, className }: { items: readonly TocItem[]; className?: string }) {
  const [open, setOpen] = useState(false);
  if (!items.length) return null;
  return (
    <div className={`toc-collapsible${open ? ' toc-collapsible--open' : ''}${className ? ` ${className}` : ''}`}>
      <button type="button" className="toc-collapsible__button" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        {themeMessage('theme.TOCCollapsible.toggleButtonLabel')}
      </button>
      {open ? <TocTree items={items} /> : null}
    </div>
  );
}
