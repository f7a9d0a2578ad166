import { z } from 'zod';

/**
 * A site-wide `<head>` element as the graph holds it (from the config's `headTags`,
 * `stylesheets` and `scripts`): attribute values are text, or `true` for a bare attribute.
 */
export const htmlTagSchema = z.strictObject({
  tagName: z.string(),
  attributes: z.record(z.string(), z.union([z.string(), z.literal(true)])),
  /** The element's content as HTML, written as is (the site owner's code); null for none. */
  innerHTML: z.string().nullable(),
});
export type HtmlTag = z.infer<typeof htmlTagSchema>;
