import { z } from 'zod';

/** One problem found while loading or compiling a site (unified `VFileMessage`-like: data first). */
export const diagnosticSchema = z.strictObject({
  /** `error` fails the build; `warning` and `info` do not. */
  level: z.enum(['error', 'warning', 'info']).describe('`error` fails the build; `warning` and `info` do not.'),
  /** Stable rule id, e.g. `frontmatter/invalid-yaml`, `links/broken`. */
  code: z.string().describe('Stable rule id, e.g. `frontmatter/invalid-yaml`, `links/broken`.'),
  /** What is wrong, as one sentence for a person. */
  message: z.string().describe('What is wrong, as one sentence for a person.'),
  /** File the problem is in, posix path relative to the site folder. */
  file: z.string().describe('File the problem is in, posix path relative to the site folder.').optional(),
  /** 1-based line in `file`. */
  line: z.number().int().positive().describe('1-based line in `file`.').optional(),
  /** 1-based column in `file`. */
  column: z.number().int().positive().describe('1-based column in `file`.').optional(),
});

/** The graph's `diagnostics`: every warning and info found (errors too with `continueOnError`), sorted. */
export const diagnosticsSectionSchema = z
  .array(diagnosticSchema)
  .describe('Every warning and info found (errors too with `continueOnError`), sorted.');
