import { z } from 'zod';
import { jsonRecordSchema, urlPathSchema } from './json-value.js';

/** A page of the pages plugin (Docusaurus plugin-content-pages `Metadata`). */
export const pageSchema = z.strictObject({
  type: z.enum(['jsx', 'mdx']),
  permalink: urlPathSchema,
  /** Source path relative to the site folder. */
  source: z.string(),
  title: z.string().optional(),
  description: z.string().optional(),
  frontMatter: jsonRecordSchema.optional(),
  unlisted: z.boolean().optional(),
});

/** The graph's `pages`: pages by pages-plugin id, sorted by permalink. */
export const pagesSectionSchema = z.record(z.string(), z.array(pageSchema));
