import type { ReactNode } from 'react';
import { PageMeta } from '../head/PageMeta.js';

/**
 * The page wrapper for the site's own React pages: sets the document head (title, description,
 * keywords, image) and wraps the content in `<main>`. The navbar, footer and other shared layout
 * are already around every page.
 */
export function Layout({ title, description, keywords, image, noIndex, wrapperClassName, children }: { title?: string; description?: string; keywords?: string[] | string; image?: string; noIndex?: boolean; wrapperClassName?: string; children?: ReactNode }) {
  return (
    <>
      <PageMeta title={title} description={description} keywords={keywords} image={image} noIndex={noIndex} />
      <main className={wrapperClassName}>{children}</main>
    </>
  );
}
