import { z } from 'zod';

/** Where the chunks of one source live: `chunks/<chunk>.json`, and for posts with a truncate marker the excerpt's. */
export const contentRefSchema = z.strictObject({
  /** Hash of the full-content chunk (`chunks/<chunk>.json`). */
  chunk: z.string().describe('Hash of the full-content chunk: the file is `chunks/<chunk>.json`.'),
  /** Hash of the excerpt chunk (content before the truncate marker). */
  excerpt: z.string().describe('Hash of the excerpt chunk (content before the truncate marker), `chunks/<excerpt>.json`.').optional(),
});

/** The graph's `content`: rendered content by source path (docs, posts, Markdown pages). */
export const contentSectionSchema = z
  .record(z.string(), contentRefSchema)
  .describe('Rendered content by source path (relative to the site folder): docs, posts, Markdown pages.');
