import { useEffect, useState } from 'react';
import type { TocItem } from '../data/site-data.js';
import { tocIds } from './filter-toc.js';
import { TocTree } from './TocTree.js';

/** Pixels below the top of the viewport at which a heading counts as the current one. */
const ACTIVE_OFFSET = 100;

/** The id of the last heading that scrolled above the active line (TOC highlight), updated on scroll. */
function useActiveHeading(ids: readonly string[]): string | null {
  const [active, setActive] = useState<string | null>(null);
  useEffect(() => {
    if (!ids.length) return;
    const update = (): void => {
      let current: string | null = null;
      for (const id of ids) {
        const el = document.getElementById(id);
        if (!el) continue;
        if (el.getBoundingClientRect().top <= ACTIVE_OFFSET) current = id;
        else break;
      }
      setActive(current ?? ids[0] ?? null);
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ids.join('\u0000')]);
  return active;
}

/** The desktop table of contents beside a page (sticky), highlighting the current heading. */
export function TableOfContents({ items }: { items: readonly TocItem[] }) {
  const active = useActiveHeading(tocIds(items));
  if (!items.length) return null;
  return (
    <nav className="toc" aria-label="On this page">
      <div className="toc__title">On this page</div>
      <TocTree items={items} activeId={active} />
    </nav>
  );
}

/** The mobile table of contents: a collapsible "On this page" box above the content. */
export function TocCollapsible({ items }: { items: readonly TocItem[] }) {
  const [open, setOpen] = useState(false);
  if (!items.length) return null;
  return (
    <div className={`toc-collapsible${open ? ' toc-collapsible--open' : ''}`}>
      <button type="button" className="toc-collapsible__button" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        On this page
      </button>
      {open ? <TocTree items={items} /> : null}
    </div>
  );
}
