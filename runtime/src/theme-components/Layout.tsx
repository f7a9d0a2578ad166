import type { ReactNode } from 'react';
import { PageMeta } from '../head/PageMeta.js';
import { LayoutChromeContext, useLayoutChromeOwner } from '../layout/layout-chrome.js';
import { useHideFooter } from '../layout/no-footer.js';
import { ShellChrome } from '../layout/ShellChrome.js';

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
 * page's content.
 * - By default the shell renders the navbar and footer around every page, so this only wraps;
 *   `noFooter` hides the shell's footer (with CSS in the prerendered page, removed after mount).
 *   The wrapper is a `<div>`, so a page's own `<main>` is the only one.
 * - When the site swizzles `Layout` and its version renders this one (`@theme-original/Layout`),
 *   the outermost one renders the chrome (skip link, announcement bar, navbar, main wrapper with
 *   `wrapperClassName`, footer unless `noFooter`), as Docusaurus's `Layout` does.
 */
export default function Layout({ children, title, description, keywords, image, noFooter, noIndex, wrapperClassName }: LayoutProps) {
  const owner = useLayoutChromeOwner();
  useHideFooter(owner === 'shell' && noFooter === true);
  const meta = <PageMeta title={title} description={description} keywords={keywords} image={image} noIndex={noIndex} />;
  if (owner === 'layout') {
    return (
      <LayoutChromeContext.Provider value="rendered">
        {meta}
        <ShellChrome noFooter={noFooter === true} wrapperClassName={wrapperClassName}>
          {children}
        </ShellChrome>
      </LayoutChromeContext.Provider>
    );
  }
  return (
    <>
      {meta}
      <div className={`sg-layout${noFooter ? ' main-wrapper--no-footer' : ''}${wrapperClassName ? ` ${wrapperClassName}` : ''}`}>{children}</div>
    </>
  );
}
