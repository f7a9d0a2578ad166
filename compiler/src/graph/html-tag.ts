import { z } from 'zod';

/**
 * A site-wide `<head>` element as the graph holds it (from the config's `headTags`,
 * `stylesheets` and `scripts`): attribute values are text, or `true` for a bare attribute.
 */
export const htmlTagSchema = z.strictObject({
  /** The element's name (`link`, `script`, `meta`, …). */
  tagName: z.string().describe('The element\'s name (`link`, `script`, `meta`, …).'),
  /** Attributes by name: text, or `true` for a bare attribute (`async`). */
  attributes: z.record(z.string(), z.union([z.string(), z.literal(true)])).describe('Attributes by name: text, or `true` for a bare attribute (`async`).'),
  /** The element's content as HTML, written as is (the site owner's code); null for none. */
  innerHTML: z.string().nullable().describe("The element's content as HTML, written as is (the site owner's code); null for none."),
});
export type HtmlTag = z.infer<typeof htmlTagSchema>;
