import { createContext, useContext } from 'react';

/**
 * Who renders the shared chrome (skip link, announcement bar, navbar, main wrapper, footer):
 * - `shell`: the app shell, around every page; `@theme/Layout` only wraps a page's content. The
 *   default, for sites that do not swizzle `Layout`.
 * - `layout`: the outermost `@theme/Layout`, as in Docusaurus, whose `Layout` renders them. Used
 *   when the site swizzles `Layout` (an ejected one renders its own chrome; a wrapping one reaches
 *   the theme's through `@theme-original/Layout`).
 * - `rendered`: inside a `Layout` that already rendered them, so a nested one only wraps.
 */
export type LayoutChromeOwner = 'shell' | 'layout' | 'rendered';

/** Who renders the shared chrome at this point of the tree (see {@link LayoutChromeOwner}). */
export const LayoutChromeContext = createContext<LayoutChromeOwner>('shell');

/** Who renders the shared chrome at this point of the tree. */
export function useLayoutChromeOwner(): LayoutChromeOwner {
  return useContext(LayoutChromeContext);
}
