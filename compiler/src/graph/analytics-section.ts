import { z } from 'zod';

/** The graph's `site.analytics`: the vendors the runtime loads in production builds, null when not configured. */
export const analyticsSectionSchema = z.strictObject({
  /** Google tag (gtag.js): loaded with the first id, every id configured; page views reported on route changes. */
  gtag: z.strictObject({ trackingID: z.array(z.string()).min(1), anonymizeIP: z.boolean() }).nullable(),
  /** Google Tag Manager container (gtm.js). */
  googleTagManager: z.strictObject({ containerId: z.string() }).nullable(),
});
export type AnalyticsSection = z.infer<typeof analyticsSectionSchema>;
