import { describe, expect, it } from 'vitest';
import { siteTagsToHtml } from '../head/site-tags-html.js';
import { analyticsHeadTags } from './analytics-head-tags.js';

describe('analyticsHeadTags', () => {
  it('adds nothing without analytics', () => {
    expect(analyticsHeadTags({ gtag: null, googleTagManager: null })).toEqual([]);
  });

  it('loads gtag.js with the first id and configures every id', () => {
    const html = siteTagsToHtml(analyticsHeadTags({ gtag: { trackingID: ['G-A', 'G-B'], anonymizeIP: true }, googleTagManager: null }));
    expect(html).toContain('<script async src="https://www.googletagmanager.com/gtag/js?id=G-A"></script>');
    expect(html).toContain(`gtag('config',"G-A",{anonymize_ip:true});gtag('config',"G-B",{anonymize_ip:true});`);
  });

  it('loads gtm.js with the container id', () => {
    const html = siteTagsToHtml(analyticsHeadTags({ gtag: null, googleTagManager: { containerId: 'GTM-X' } }));
    expect(html).toContain('"https://www.googletagmanager.com/gtm.js?id=GTM-X"');
    expect(html).toContain("event:'gtm.js'");
  });
});
