import { z } from 'zod';

/** One problem found while loading or compiling a site (unified `VFileMessage`-like: data first). */
export const diagnosticSchema = z.strictObject({
  /** `error` fails the build; `warning` and `info` do not. */
  level: z.enum(['error', 'warning', 'info']),
  /** Stable rule id, e.g. `frontmatter/invalid-yaml`, `links/broken`. */
  code: z.string(),
  message: z.string(),
  /** File the problem is in, posix path relative to the site folder. */
  file: z.string().optional(),
  /** 1-based line in `file`. */
  line: z.number().int().positive().optional(),
  /** 1-based column in `file`. */
  column: z.number().int().positive().optional(),
});

/** The graph's `diagnostics`: every warning and info found (errors too with `continueOnError`), sorted. */
export const diagnosticsSectionSchema = z.array(diagnosticSchema);
