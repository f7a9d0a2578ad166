import { useState } from 'react';
import type { TocItem } from '../data/site-data.js';
import { useThemeComponent } from '../swizzle/use-theme-component.js';
import { themeMessage } from '../i18n/theme-message.js';
import { TOCItems as ThemeTOCItems } from './TOCItems.js';
import { flattenToc } from './toc-shape.js';

/** What both tables of contents take: the headings (a tree; `@theme/TOCItems` gets them flat, as Docusaurus's) and the levels they were chosen within. */
interface TocProps {
  items: readonly TocItem[];
  minHeadingLevel?: number;
  maxHeadingLevel?: number;
  className?: string;
}

/**
 * The desktop table of contents beside a page (sticky), highlighting the current heading, through
 * `@theme/TOCItems` as the site swizzles it; `className` is added to its `<nav>`.
 */
export function TableOfContents({ items, minHeadingLevel, maxHeadingLevel, className }: TocProps) {
  const TOCItems = useThemeComponent('TOCItems', ThemeTOCItems);
  if (!items.length) return null;
  return (
    <nav className={className ? `toc ${className}` : 'toc'} aria-label={themeMessage('theme.TOCCollapsible.toggleButtonLabel')}>
      <div className="toc__title">{themeMessage('theme.TOCCollapsible.toggleButtonLabel')}</div>
      <TOCItems toc={flattenToc(items)} minHeadingLevel={minHeadingLevel} maxHeadingLevel={maxHeadingLevel} linkActiveClassName="table-of-contents__link--active" />
    </nav>
  );
}

/** The mobile table of contents: a collapsible "On this page" box above the content, its list through `@theme/TOCItems`; `className` is added to the box. */
export function TocCollapsible({ items, minHeadingLevel, maxHeadingLevel, className }: TocProps) {
  const TOCItems = useThemeComponent('TOCItems', ThemeTOCItems);
  const [open, setOpen] = useState(false);
  if (!items.length) return null;
  return (
    <div className={`toc-collapsible${open ? ' toc-collapsible--open' : ''}${className ? ` ${className}` : ''}`}>
      <button type="button" className="toc-collapsible__button" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        {themeMessage('theme.TOCCollapsible.toggleButtonLabel')}
      </button>
      {open ? <TOCItems toc={flattenToc(items)} minHeadingLevel={minHeadingLevel} maxHeadingLevel={maxHeadingLevel} /> : null}
    </div>
  );
}
