import type { BlogAuthor, BlogPostSummary } from '../data/site-data.js';
import { Link } from '../router/Link.js';
import { formatDate, formatReadingTime } from '../theme/format-date.js';
import { useDateLocale } from '../theme/use-date-locale.js';

/**
 * One author: picture, name (linked to the author page or URL), title and social links. `as`
 * is the element of the name: `h1` on the author's own page, else a `div`.
 */
export function AuthorCard({ author, size = 'small', as: NameTag = 'div' }: { author: BlogAuthor; size?: 'small' | 'large'; as?: 'div' | 'h1' }) {
  const href = author.page?.permalink ?? author.url ?? (author.email ? `mailto:${author.email}` : undefined);
  const name = author.name ?? author.key ?? '';
  return (
    <div className={`author author--${size}`}>
      {author.imageURL ? <img className="author__image" src={author.imageURL} alt={name} width={size === 'large' ? 64 : 40} height={size === 'large' ? 64 : 40} loading="lazy" /> : null}
      <div className="author__info">
        <NameTag className="author__name">{href ? <Link href={href}>{name}</Link> : name}</NameTag>
        {author.title ? <small className="author__title">{author.title}</small> : null}
        {author.socials ? (
          <div className="author__socials">
            {Object.entries(author.socials).map(([platform, url]) => (
              <a key={platform} href={url} target="_blank" rel="noopener noreferrer" className="author__social" title={platform}>
                {platform}
              </a>
            ))}
          </div>
        ) : null}
      </div>
    </div>
  );
}

/** Title, date, reading time and authors of a post (list item or post page). */
export function BlogPostHeader({ post, asLink }: { post: BlogPostSummary; asLink: boolean }) {
  const Heading = asLink ? 'h2' : 'h1';
  const locale = useDateLocale();
  return (
    <header className="blog-post__header">
      <Heading className="blog-post__title">{asLink ? <Link to={post.permalink}>{post.title}</Link> : post.title}</Heading>
      <div className="blog-post__meta">
        <time dateTime={post.date}>{formatDate(post.date, locale)}</time>
        {post.readingTime !== null ? (
          <>
            {' · '}
            <span className="blog-post__reading-time">{formatReadingTime(post.readingTime)}</span>
          </>
        ) : null}
      </div>
      {post.authors.length ? (
        <div className="blog-post__authors">
          {post.authors.map((a, i) => (
            <AuthorCard key={a.key ?? i} author={a} />
          ))}
        </div>
      ) : null}
    </header>
  );
}
