import { useState } from 'react';
import type { TocItem } from '../data/site-data.js';
import { useThemeComponent } from '../swizzle/use-theme-component.js';
import { themeMessage } from '../i18n/theme-message.js';
import { filterToc } from './filter-toc.js';
import { TOCItems as ThemeTOCItems } from './TOCItems.js';
import { treeifyToc, type FlatTocItem } from './toc-shape.js';

/**
 * What both tables of contents take: the page's headings (flat as Docusaurus gives them, or a
 * tree), passed on to `@theme/TOCItems` as they are, and the levels to show; nothing is rendered
 * when no heading is within them.
 */
interface TocProps {
  toc: readonly (FlatTocItem | TocItem)[];
  minHeadingLevel: number;
  maxHeadingLevel: number;
  className?: string;
}

/** True when some heading of `toc` is within the levels. */
function hasHeadings({ toc, minHeadingLevel, maxHeadingLevel }: TocProps): boolean {
  return filterToc(treeifyToc(toc), minHeadingLevel, maxHeadingLevel).length > 0;
}

/**
 * The desktop table of contents beside a page (sticky), highlighting the current heading, through
 * `@theme/TOCItems` as the site swizzles it; `className` is added to its `<nav>`.
 */
export function TableOfContents(props: TocProps) {
  const { toc, minHeadingLevel, maxHeadingLevel, className } = props;
  const TOCItems = useThemeComponent('TOCItems', ThemeTOCItems);
  if (!hasHeadings(props)) return null;
  return (
    <nav className={className ? `toc ${className}` : 'toc'} aria-label={themeMessage('theme.TOCCollapsible.toggleButtonLabel')}>
      <div className="toc__title">{themeMessage('theme.TOCCollapsible.toggleButtonLabel')}</div>
      <TOCItems toc={toc} minHeadingLevel={minHeadingLevel} maxHeadingLevel={maxHeadingLevel} linkActiveClassName="table-of-contents__link--active" />
    </nav>
  );
}

/** The mobile table of contents: a collapsible "On this page" box above the content, its list through `@theme/TOCItems`; `className` is added to the box. */
export function TocCollapsible(props: TocProps) {
  const { toc, minHeadingLevel, maxHeadingLevel, className } = props;
  const TOCItems = useThemeComponent('TOCItems', ThemeTOCItems);
  const [open, setOpen] = useState(false);
  if (!hasHeadings(props)) return null;
  return (
    <div className={`toc-collapsible${open ? ' toc-collapsible--open' : ''}${className ? ` ${className}` : ''}`}>
      <button type="button" className="toc-collapsible__button" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        {themeMessage('theme.TOCCollapsible.toggleButtonLabel')}
      </button>
      {open ? <TOCItems toc={toc} minHeadingLevel={minHeadingLevel} maxHeadingLevel={maxHeadingLevel} /> : null}
    </div>
  );
}
