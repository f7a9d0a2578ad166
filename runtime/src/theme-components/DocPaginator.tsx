import type { NavLink } from '../data/site-data.js';
import { Paginator } from '../docs/DocPaginator.js';

/** Props of `@theme/DocPaginator`: Docusaurus's (`previous`, `next`: `{ title, permalink }`; `className`). */
export interface DocPaginatorProps {
  previous?: NavLink | null;
  next?: NavLink | null;
  className?: string;
}

/**
 * `@theme/DocPaginator`: the "Previous" / "Next" links of a doc or generated-index page
 * (`DocItem/Paginator` and the generated index render it as the site swizzles it); nothing when
 * there is neither.
 */
export default function DocPaginator({ previous, next, className }: DocPaginatorProps) {
  return <Paginator previous={previous ?? null} next={next ?? null} className={className} />;
}
