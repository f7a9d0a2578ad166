import type { ComponentType, ReactNode } from 'react';

/** A page-view event (SPEC §7): page path = path + search + hash. */
export interface PageViewEvent {
  pagePath: string;
  /** Path of the previous page, or null for the first page view. */
  previousPagePath: string | null;
  title: string;
}

/**
 * The site's own client module (`src/sitegraph.client.{tsx,ts,jsx,js}` in the site folder,
 * optional): MDX components for page bodies, the analytics hook, and an optional root wrapper.
 */
export interface SiteClientModule {
  /** Components that capitalised element names in page bodies resolve to (`Tabs`, `Hero`, …). */
  components?: Record<string, ComponentType<any>>;
  /** Called after the first render and on every route change (no-op when absent). */
  onPageView?: (event: PageViewEvent) => void;
  /** Wraps the whole app (providers of the site). */
  Root?: ComponentType<{ children: ReactNode }>;
}
