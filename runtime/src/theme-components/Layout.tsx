import type { ReactNode } from 'react';
import { PageMeta } from '../head/PageMeta.js';
import { useHideFooter } from '../layout/no-footer.js';

/** Props of `@theme/Layout`, as Docusaurus's. */
export interface LayoutProps {
  children?: ReactNode;
  title?: string;
  description?: string;
  keywords?: string[] | string;
  image?: string;
  noFooter?: boolean;
  noIndex?: boolean;
  wrapperClassName?: string;
}

/**
 * `@theme/Layout`: the page head (title, description, keywords, image) and a wrapper for the
 * page's content. The navbar and footer are already around every page (the shell renders them);
 * `noFooter` hides the footer (with CSS in the prerendered page, removed after mount).
 * The wrapper is a `<div>`, so a page's own `<main>` is the only one.
 */
export default function Layout({ children, title, description, keywords, image, noFooter, noIndex, wrapperClassName }: LayoutProps) {
  useHideFooter(noFooter === true);
  return (
    <>
      <PageMeta title={title} description={description} keywords={keywords} image={image} noIndex={noIndex} />
      <div className={`sg-layout${noFooter ? ' main-wrapper--no-footer' : ''}${wrapperClassName ? ` ${wrapperClassName}` : ''}`}>{children}</div>
    </>
  );
}
