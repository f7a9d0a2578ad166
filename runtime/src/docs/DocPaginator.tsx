import type { NavLink } from '../data/site-data.js';
import { useThemeComponent } from '../swizzle/use-theme-component.js';
import ThemePaginatorNavLink from '../theme-components/PaginatorNavLink.js';
import { themeMessage } from '../i18n/theme-message.js';

/** Previous / next links at the bottom of a doc or post, each a `@theme/PaginatorNavLink` as the site swizzles it. */
export function Paginator({
  previous,
  next,
  label = themeMessage('theme.docs.paginator.navAriaLabel'),
  previousLabel = themeMessage('theme.docs.paginator.previous'),
  nextLabel = themeMessage('theme.docs.paginator.next'),
  className,
}: {
  previous: NavLink | null;
  next: NavLink | null;
  label?: string;
  previousLabel?: string;
  nextLabel?: string;
  className?: string;
}) {
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
