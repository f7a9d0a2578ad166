import { createContext, useContext, useMemo, type ReactNode } from 'react';

/** One link the site's code rendered: the URL as the anchor has it, and the site-relative module (or content file) that rendered it. */
export interface RenderedLink {
  url: string;
  source: string;
}

/**
 * The page-wide sink of rendered links: the server render of a page provides one (see
 * `entry-server.tsx`), for the build's broken-link check; the browser provides none.
 */
export const RenderedLinkSinkContext = createContext<((link: RenderedLink) => void) | null>(null);

/** What {@link Link} calls with each internal URL it renders, inside a {@link SiteCodeLinks} subtree on the server. */
export const LinkCollectorContext = createContext<((url: string) => void) | null>(null);

/**
 * Marks `children` as rendered by the site's own code (`source`: a React page, or an MDX page
 * whose components are the site's): the internal links rendered inside are collected, since
 * only rendering finds them, as Docusaurus's broken-link checker does. Links of the theme and of
 * Markdown content are checked by the compiler and stay out. Renders no element.
 */
export function SiteCodeLinks({ source, children }: { source: string; children?: ReactNode }) {
  const sink = useContext(RenderedLinkSinkContext);
  const collect = useMemo(() => (sink ? (url: string) => sink({ url, source }) : null), [sink, source]);
  return <LinkCollectorContext.Provider value={collect}>{children}</LinkCollectorContext.Provider>;
}
