import type { PageViewEvent, SiteClientModule } from '../client/site-module.js';

type Gtag = (...args: unknown[]) => void;

/**
 * The site module with Google tag page views added to its `onPageView` hook, when the site
 * configures gtag: as Docusaurus's gtag plugin does, the first page view is the one
 * `gtag('config', …)` sends when the page loads, and each route change after it sets the page
 * path and sends a `page_view` event (on the next tick, once the new title is set). The site's
 * own hook still runs first. Without `window.gtag` (dev, or a blocked script) nothing is sent.
 */
export function withGtagPageViews(site: SiteClientModule, enabled: boolean): SiteClientModule {
  if (!enabled) return site;
  const own = site.onPageView;
  return {
    ...site,
    onPageView: (event: PageViewEvent) => {
      own?.(event);
      if (event.previousPagePath === null) return;
      setTimeout(() => {
        const gtag = (window as unknown as { gtag?: Gtag }).gtag;
        if (typeof gtag !== 'function') return;
        gtag('set', 'page_path', event.pagePath);
        gtag('event', 'page_view', { page_title: document.title, page_location: window.location.href, page_path: event.pagePath });
      });
    },
  };
}
