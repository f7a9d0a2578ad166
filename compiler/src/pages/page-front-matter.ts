import { frontMatterKeyLines } from '../frontmatter/index.js';
import { z } from 'zod';
import { CompileError } from '../diagnostics/index.js';

/**
 * Front matter of a Markdown page (Docusaurus 3.7.0 `validatePageFrontMatter`): known keys
 * are type-checked, unknown keys kept.
 */
export const pageFrontMatterSchema = z
  .object({
    title: z.string().optional(),
    description: z.string().optional(),
    keywords: z.array(z.string()).optional(),
    image: z.string().optional(),
    wrapperClassName: z.string().optional(),
    hide_table_of_contents: z.boolean().optional(),
    toc_min_heading_level: z.number().int().min(2).max(6).optional(),
    toc_max_heading_level: z.number().int().min(2).max(6).optional(),
    draft: z.boolean().optional(),
    unlisted: z.boolean().optional(),
    last_update: z.object({ date: z.unknown().optional(), author: z.string().optional() }).optional(),
  })
  .loose();

export type PageFrontMatter = z.infer<typeof pageFrontMatterSchema>;

/**
 * Validates page front matter.
 *
 * @param text the whole file, when known: errors then name the line of the offending key
 * @throws CompileError `frontmatter/invalid` with one diagnostic per wrong key, naming the file
 *   (and the key's line)
 */
export function validatePageFrontMatter(frontMatter: Record<string, unknown>, file: string, text?: string): PageFrontMatter {
  const r = pageFrontMatterSchema.safeParse(frontMatter);
  if (r.success) return r.data;
  const lines = text === undefined ? new Map<string, number>() : frontMatterKeyLines(text);
  throw new CompileError(
    r.error.issues.map((i) => {
      const line = lines.get(String(i.path[0]));
      return {
        level: 'error' as const,
        code: 'frontmatter/invalid',
        message: `Invalid front matter "${i.path.join('.')}": ${i.message}`,
        file,
        ...(line !== undefined ? { line } : {}),
      };
    }),
  );
}
