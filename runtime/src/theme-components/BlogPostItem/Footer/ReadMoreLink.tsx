import { themeMessage } from '../../../i18n/theme-message.js';
import { Link, type LinkProps } from '../../../router/Link.js';

/** Props of `@theme/BlogPostItem/Footer/ReadMoreLink`, as Docusaurus's: the post's title, and the link's props (`to`: the post). */
export type ReadMoreLinkProps = LinkProps & { blogPostTitle: string };

/**
 * `@theme/BlogPostItem/Footer/ReadMoreLink`: the "Read more" link under a truncated post in a
 * blog list, named "Read more about <title>" for assistive technology.
 */
export default function ReadMoreLink({ blogPostTitle, ...linkProps }: ReadMoreLinkProps) {
  return (
    <Link className="blog-post__read-more" aria-label={themeMessage('theme.blog.post.readMoreLabel', { title: blogPostTitle })} {...linkProps}>
      <b>{themeMessage('theme.blog.post.readMore')}</b>
    </Link>
  );
}
