import type { TocItem } from '../data/site-data.js';

/** A nested list of TOC links (`value` is the heading's HTML, as the compiler gives it). */
export function TocTree({ items, activeId, className = 'table-of-contents' }: { items: readonly TocItem[]; activeId?: string | null; className?: string }) {
  if (!items.length) return null;
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.id}>
          <a
            href={`#${item.id}`}
            className={`table-of-contents__link${item.id === activeId ? ' table-of-contents__link--active' : ''}`}
            dangerouslySetInnerHTML={{ __html: item.value }}
          />
          <TocTree items={item.children} activeId={activeId} className="" />
        </li>
      ))}
    </ul>
  );
}
