import type { ReactNode } from 'react';

/**
 * `@theme/BlogPostItem`: the `<article>` of a blog post around `children`. The runtime's blog
 * pages render their own header and footer from the route's data; this one has no post context.
 */
export default function BlogPostItem({ children, className }: { children?: ReactNode; className?: string }) {
  return <article className={`blog-post${className ? ` ${className}` : ''}`}>{children}</article>;
}
