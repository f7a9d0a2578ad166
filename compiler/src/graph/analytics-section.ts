import { z } from 'zod';

/** The graph's `site.analytics`: the vendors the runtime loads in production builds, null when not configured. */
export const analyticsSectionSchema = z.strictObject({
  /** Google tag (gtag.js): loaded with the first id, every id configured; page views reported on route changes. */
  gtag: z
    .strictObject({
      trackingID: z.array(z.string()).min(1).describe('The Google tag ids (`G-…`, `UA-…`): the script loads with the first; every one is configured.'),
      anonymizeIP: z.boolean().describe('Whether gtag is asked to anonymise readers\' IP addresses.'),
    })
    .nullable()
    .describe('Google tag (gtag.js): loaded with the first id, every id configured; page views reported on route changes. Null when not configured.'),
  /** Google Tag Manager container (gtm.js). */
  googleTagManager: z
    .strictObject({ containerId: z.string().describe('The container id (`GTM-…`).') })
    .nullable()
    .describe('Google Tag Manager container (gtm.js). Null when not configured.'),
});
export type AnalyticsSection = z.infer<typeof analyticsSectionSchema>;
