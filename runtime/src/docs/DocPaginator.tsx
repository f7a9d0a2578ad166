import type { NavLink } from '../data/site-data.js';
import { useThemeComponent } from '../swizzle/use-theme-component.js';
import ThemePaginatorNavLink from '../theme-components/PaginatorNavLink.js';
import { themeMessage } from '../i18n/theme-message.js';

/**
 * Props of the paginator. `previous`, `next` (`{ title, permalink }`) and `className` are
 * `@theme/DocPaginator`'s, as Docusaurus's; the labels default to the docs' ("Previous", "Next").
 */
export interface PaginatorProps {
  previous?: NavLink | null;
  next?: NavLink | null;
  label?: string;
  previousLabel?: string;
  nextLabel?: string;
  className?: string;
}

/** Previous / next links at the bottom of a doc or post, each a `@theme/PaginatorNavLink` as the site swizzles it; nothing when there is neither. */
export function Paginator({
  previous,
  next,
  label = themeMessage('theme.docs.paginator.navAriaLabel'),
  previousLabel = themeMessage('theme.docs.paginator.previous'),
  nextLabel = themeMessage('theme.docs.paginator.next'),
  className,
}: PaginatorProps) {
  const PageLink = useThemeComponent('PaginatorNavLink', ThemePaginatorNavLink);
  if (!previous && !next) return null;
  return (
    <nav className={`pagination-nav${className ? ` ${className}` : ''}`} aria-label={label}>
      {previous ? (
        <PageLink permalink={previous.permalink} title={previous.title} subLabel={previousLabel} />
      ) : (
        <span />
      )}
      {next ? <PageLink permalink={next.permalink} title={next.title} subLabel={nextLabel} isNext /> : null}
    </nav>
  );
}
