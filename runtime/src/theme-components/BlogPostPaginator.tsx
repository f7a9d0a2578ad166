import type { NavLink } from '../data/site-data.js';
import { Paginator } from '../docs/DocPaginator.js';
import { themeMessage } from '../i18n/theme-message.js';

/** Props of `@theme/BlogPostPaginator`: Docusaurus's (`prevItem`, the newer post; `nextItem`, the older; `{ title, permalink }`). */
export interface BlogPostPaginatorProps {
  prevItem?: NavLink | null;
  nextItem?: NavLink | null;
}

/**
 * `@theme/BlogPostPaginator`: a post page's "Newer post" / "Older post" links (the post page
 * renders it as the site swizzles it); nothing when there is neither.
 */
export default function BlogPostPaginator({ prevItem, nextItem }: BlogPostPaginatorProps) {
  return (
    <Paginator
      previous={prevItem}
      next={nextItem}
      label={themeMessage('theme.blog.post.paginator.navAriaLabel')}
      previousLabel={themeMessage('theme.blog.post.paginator.newerPost')}
      nextLabel={themeMessage('theme.blog.post.paginator.olderPost')}
    />
  );
}
