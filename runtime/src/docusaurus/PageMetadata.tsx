import type { ReactNode } from 'react';
import { Head } from '../head/Head.js';
import { PageMeta } from '../head/PageMeta.js';

/**
 * `PageMetadata` of `@docusaurus/theme-common`: the page's title (with the site title, as every
 * page's), description, keywords and social image, plus any other head elements as children.
 */
export function PageMetadata({ title, description, keywords, image, children }: { title?: string; description?: string; keywords?: string | string[]; image?: string; children?: ReactNode }) {
  return (
    <>
      <PageMeta title={title ?? null} description={description ?? null} keywords={keywords ?? null} image={image ?? null} />
      {children ? <Head>{children}</Head> : null}
    </>
  );
}
