import type { NavLink } from '../data/site-data.js';
import { Link } from '../router/Link.js';
import { themeMessage } from '../i18n/theme-message.js';

/** Previous / next links at the bottom of a doc or post. */
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
  if (!previous && !next) return null;
  return (
    <nav className={`pagination-nav${className ? ` ${className}` : ''}`} aria-label={label}>
      {previous ? (
        <Link to={previous.permalink} className="pagination-nav__link pagination-nav__link--prev">
          <div className="pagination-nav__sublabel">{previousLabel}</div>
          <div className="pagination-nav__label">{previous.title}</div>
        </Link>
      ) : (
        <span />
      )}
      {next ? (
        <Link to={next.permalink} className="pagination-nav__link pagination-nav__link--next">
          <div className="pagination-nav__sublabel">{nextLabel}</div>
          <div className="pagination-nav__label">{next.title}</div>
        </Link>
      ) : null}
    </nav>
  );
}
