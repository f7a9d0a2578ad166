import { z } from 'zod';
import { jsonRecordSchema, urlPathSchema } from './json-value.js';

/** A page of the pages plugin (Docusaurus plugin-content-pages `Metadata`). */
export const pageSchema = z.strictObject({
  /** `jsx` for React pages (`.js`/`.jsx`/`.ts`/`.tsx`), `mdx` for Markdown/MDX pages. */
  type: z.enum(['jsx', 'mdx']).describe('`jsx` for React pages (`.js`/`.jsx`/`.ts`/`.tsx`), `mdx` for Markdown/MDX pages.'),
  /** URL path of the page, baseUrl included. */
  permalink: urlPathSchema.describe('URL path of the page, baseUrl included.'),
  /** Source path relative to the site folder. */
  source: z.string().describe('Source path relative to the site folder.'),
  /** Title of a Markdown page (front matter, else its first h1). */
  title: z.string().describe('Title of a Markdown page (front matter, else its first h1).').optional(),
  /** Description of a Markdown page (front matter, else its first paragraph). */
  description: z.string().describe('Description of a Markdown page (front matter, else its first paragraph).').optional(),
  /** Validated front matter of a Markdown page. */
  frontMatter: jsonRecordSchema.describe('Validated front matter of a Markdown page.').optional(),
  /** True when the page is built but left out of sitemaps and search (`unlisted` front matter). */
  unlisted: z.boolean().describe('True when the page is built but left out of sitemaps and search (`unlisted` front matter).').optional(),
});

/** The graph's `pages`: pages by pages-plugin id, sorted by permalink. */
export const pagesSectionSchema = z.record(z.string(), z.array(pageSchema)).describe('Pages by pages-plugin id, each list sorted by permalink.');
