import { z } from 'zod';

/**
 * An id that is written into the page's inline analytics script: letters, digits, `-` and `_`
 * only (`G-XXXX`, `UA-1-1`, `GTM-XXXX`), so it cannot break out of the script.
 */
const vendorIdSchema = z.string().regex(/^[A-Za-z0-9_-]+$/, 'must be an id of letters, digits, "-" and "_" (such as G-XXXXXXX)');

/** `@docusaurus/plugin-google-gtag` options (the classic preset's `gtag`). */
export const gtagOptionsSchema = z.strictObject({
  trackingID: z
    .union([vendorIdSchema, z.array(vendorIdSchema).min(1)])
    .transform((ids) => [ids].flat())
    .describe('Google tag id (`G-…`, `UA-…`) or a list of them: gtag.js loads with the first, and every one is configured (Docusaurus gtag `trackingID`).'),
  anonymizeIP: z.boolean().default(false).describe("Whether gtag is asked to anonymise readers' IP addresses; default false (Docusaurus gtag `anonymizeIP`)."),
});

/** `@docusaurus/plugin-google-tag-manager` options (the classic preset's `googleTagManager`). */
export const googleTagManagerOptionsSchema = z.strictObject({
  containerId: vendorIdSchema.describe('Tag Manager container id, `GTM-…` (Docusaurus google-tag-manager `containerId`).'),
});

/**
 * sitegraph option: the analytics vendors the runtime loads in production builds and reports
 * page views to. A `docusaurus.config.*` gives them as the classic preset's `gtag` and
 * `googleTagManager` options or as the two plugins.
 */
export const analyticsOptionsSchema = z.strictObject({
  gtag: gtagOptionsSchema.optional().describe("Google tag (gtag.js) options; absent: no Google tag (Docusaurus's `@docusaurus/plugin-google-gtag`)."),
  googleTagManager: googleTagManagerOptionsSchema.optional().describe("Google Tag Manager options; absent: no Tag Manager (Docusaurus's `@docusaurus/plugin-google-tag-manager`)."),
});
