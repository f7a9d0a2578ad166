import type { PageViewEvent, SiteClientModule } from './theme.js';
import './css/custom.css';

declare global {
  interface Window {
    /** Queue read by the analytics script when it is present (SPEC §7 page views). */
    fcAnalytics?: Array<['page_view', { page_path: string; page_title: string }]>;
  }
}

const site: SiteClientModule = {
  onPageView(event: PageViewEvent) {
    (window.fcAnalytics ??= []).push(['page_view', { page_path: event.pagePath, page_title: event.title }]);
  },
};

export default site;
