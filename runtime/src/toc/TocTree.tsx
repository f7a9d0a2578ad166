import type { TocItem } from '../data/site-data.js';

/**
 * Props of `@theme/TOCItems/Tree`, as Docusaurus's: the `toc` tree, the top list's `className`,
 * each link's `linkClassName`, `isChild` on nested lists. `activeId` and `linkActiveClassName`
 * mark the heading being read (Docusaurus toggles that class on the DOM instead).
 */
export interface TOCItemTreeProps {
  toc: readonly TocItem[];
  className?: string;
  linkClassName?: string;
  isChild?: boolean;
  activeId?: string | null;
  linkActiveClassName?: string;
}

/** `@theme/TOCItems/Tree`: a nested list of TOC links (`value` is the heading's HTML, as the compiler gives it). */
export function TocTree({ toc, className = 'table-of-contents', linkClassName = 'table-of-contents__link', isChild, activeId, linkActiveClassName }: TOCItemTreeProps) {
  if (!toc.length) return null;
  return (
    <ul className={isChild ? '' : className}>
      {toc.map((item) => (
        <li key={item.id}>
          <a href={`#${item.id}`} className={linkActiveClassName && item.id === activeId ? `${linkClassName} ${linkActiveClassName}` : linkClassName} dangerouslySetInnerHTML={{ __html: item.value }} />
          <TocTree toc={item.children} isChild className={className} linkClassName={linkClassName} activeId={activeId} linkActiveClassName={linkActiveClassName} />
        </li>
      ))}
    </ul>
  );
}
