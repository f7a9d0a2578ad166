import type { GraphSite } from '@sitegraph/compiler';

type HtmlTag = GraphSite['headTags'][number];
type AnalyticsSection = GraphSite['analytics'];

const GTAG_ORIGIN = 'https://www.googletagmanager.com';

const tag = (tagName: string, attributes: HtmlTag['attributes'], innerHTML: string | null = null): HtmlTag => ({ tagName, attributes, innerHTML });

/**
 * The `<head>` elements that load the configured analytics vendors, as Docusaurus's gtag and
 * Google Tag Manager plugins add them to production builds: preconnects, the vendor script from
 * its standard URL, and the inline snippet that sets up `dataLayer` (and `gtag` with each
 * tracking id). The ids were checked by the compiler (letters, digits, `-`, `_`), and are
 * written as JSON strings all the same.
 */
export function analyticsHeadTags(analytics: AnalyticsSection | undefined): HtmlTag[] {
  const out: HtmlTag[] = [];
  const gtag = analytics?.gtag;
  if (gtag) {
    const configs = gtag.trackingID.map((id) => `gtag('config',${JSON.stringify(id)}${gtag.anonymizeIP ? ",{anonymize_ip:true}" : ''});`).join('');
    out.push(
      tag('link', { rel: 'preconnect', href: 'https://www.google-analytics.com' }),
      tag('link', { rel: 'preconnect', href: GTAG_ORIGIN }),
      tag('script', { async: true, src: `${GTAG_ORIGIN}/gtag/js?id=${encodeURIComponent(gtag.trackingID[0]!)}` }, ''),
      tag('script', {}, `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('js',new Date());${configs}`),
    );
  }
  const gtm = analytics?.googleTagManager;
  if (gtm) {
    const src = `${GTAG_ORIGIN}/gtm.js?id=${encodeURIComponent(gtm.containerId)}`;
    out.push(
      tag('link', { rel: 'preconnect', href: GTAG_ORIGIN }),
      tag(
        'script',
        {},
        `window.dataLayer=window.dataLayer||[];window.dataLayer.push({'gtm.start':Date.now(),event:'gtm.js'});` +
          `(function(d){var s=d.createElement('script');s.async=true;s.src=${JSON.stringify(src)};d.head.appendChild(s);})(document);`,
      ),
    );
  }
  return out;
}
