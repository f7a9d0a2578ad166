import type { ReactNode } from 'react';

/**
 * `@theme/MDXContent`: what every Markdown/MDX body (doc, blog post, Markdown page) renders
 * inside, as in Docusaurus. Ours adds nothing: the body already renders with the site's
 * `MDXComponents`. A swizzled wrapper (pnpm.io's adds an ad slot above each body) renders it
 * through `@theme-original/MDXContent`.
 */
export default function MDXContent({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}
