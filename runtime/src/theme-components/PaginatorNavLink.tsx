import type { ReactNode } from 'react';
import { Link } from '../router/Link.js';

/** Props of `@theme/PaginatorNavLink`: Docusaurus's (`permalink`, `title`, `subLabel`, `isNext`). */
export interface PaginatorNavLinkProps {
  permalink: string;
  title: ReactNode;
  subLabel?: ReactNode;
  isNext?: boolean;
}

/**
 * `@theme/PaginatorNavLink`: one link of a "Previous" / "Next" pair (doc and post paginators
 * render it as the site swizzles it): its sub-label ("Next") above the page's title.
 */
export default function PaginatorNavLink({ permalink, title, subLabel, isNext }: PaginatorNavLinkProps) {
  return (
    <Link to={permalink} className={`pagination-nav__link pagination-nav__link--${isNext ? 'next' : 'prev'}`}>
      {subLabel ? <div className="pagination-nav__sublabel">{subLabel}</div> : null}
      <div className="pagination-nav__label">{title}</div>
    </Link>
  );
}
