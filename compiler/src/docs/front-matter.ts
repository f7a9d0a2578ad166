import { z } from 'zod';
import { CompileError, compareDiagnostics, errorDiagnostic } from '../diagnostics/index.js';
import type { FrontMatterTag } from '../tags/index.js';
import { frontMatterKeyLine } from '../frontmatter/index.js';

/** 1-based line of a top-level front matter key (the compiler's one finder, `frontmatter/key-lines.ts`). */
export { frontMatterKeyLine };

/**
 * Docs front matter as Docusaurus 3.7.0 validates it (`DocFrontMatterSchema` of
 * plugin-content-docs, with its YAML-friendly coercions): numbers and dates given where a
 * string is expected become strings, `"true"`/`"false"` become booleans, numeric strings become
 * numbers. Unknown keys are kept. No defaults are added.
 */
export interface DocFrontMatter {
  id?: string;
  title?: string;
  hide_title?: boolean;
  hide_table_of_contents?: boolean;
  keywords?: string[];
  image?: string;
  description?: string;
  slug?: string;
  sidebar_key?: string;
  sidebar_label?: string;
  sidebar_position?: number;
  sidebar_class_name?: string;
  sidebar_custom_props?: Record<string, unknown>;
  displayed_sidebar?: string | null;
  tags?: FrontMatterTag[];
  pagination_label?: string;
  custom_edit_url?: string | null;
  parse_number_prefixes?: boolean;
  pagination_next?: string | null;
  pagination_prev?: string | null;
  toc_min_heading_level?: number;
  toc_max_heading_level?: number;
  last_update?: { author?: string; date?: unknown };
  draft?: boolean;
  unlisted?: boolean;
  [key: string]: unknown;
}

/** `Date#toString()` in UTC, so a YAML date given as a string field converts the same everywhere. */
function dateToString(d: Date): string {
  const days = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${days[d.getUTCDay()]} ${months[d.getUTCMonth()]} ${pad(d.getUTCDate())} ${d.getUTCFullYear()} ${pad(d.getUTCHours())}:${pad(
    d.getUTCMinutes(),
  )}:${pad(d.getUTCSeconds())} GMT+0000 (Coordinated Universal Time)`;
}

/** A front matter string: YAML numbers and dates are accepted and converted (JoiFrontMatter). */
function fmString(allowEmpty = false) {
  const base = z.string({ error: 'must be a string' });
  return z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : v instanceof Date ? dateToString(v) : v),
    allowEmpty ? base : base.min(1, 'must not be empty'),
  );
}

const fmBoolean = z.preprocess((v) => {
  if (typeof v === 'string' && /^(true|false)$/i.test(v)) return v.toLowerCase() === 'true';
  return v;
}, z.boolean({ error: 'must be a boolean' }));

const NUMERIC = /^\s*[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?\s*$/i;
const fmNumber = z.preprocess(
  (v) => (typeof v === 'string' && NUMERIC.test(v) ? Number.parseFloat(v) : v),
  z.number({ error: 'must be a number' }).refine(Number.isFinite, 'must be a finite number'),
);

/** Characters a relative URI reference may contain unescaped (RFC 3986), `%` escapes checked apart. */
const URI_REFERENCE = /^(?:[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=]|%[0-9A-Fa-f]{2})*$/;
const uri = z.string({ error: 'must be a URL string' }).refine((v) => {
  if (URI_REFERENCE.test(v)) return true;
  try {
    new URL(v);
    return true;
  } catch {
    return false;
  }
}, 'does not look like a valid URL');

const frontMatterTag = z.union([fmString(), z.strictObject({ label: fmString(), permalink: fmString() })], {
  error: 'does not look like a valid tag (a string, or {label, permalink})',
});

const lastUpdate = z
  .strictObject({
    author: z.string().optional(),
    date: z
      .unknown()
      .refine((v) => v instanceof Date || ((typeof v === 'string' || typeof v === 'number') && !Number.isNaN(new Date(v).getTime())), 'must be a date')
      .optional(),
  })
  .refine((v) => v.author !== undefined || v.date !== undefined, 'must have an author or a date');

const tocLevel = fmNumber.pipe(z.number().min(2, 'must be at least 2').max(6, 'must be at most 6'));

/** The zod schema of docs front matter (Docusaurus 3.7.0 `DocFrontMatterSchema` + `ContentVisibilitySchema`). */
export const docFrontMatterSchema = z
  .looseObject({
    id: fmString().optional(),
    title: fmString(true).optional(),
    hide_title: fmBoolean.optional(),
    hide_table_of_contents: fmBoolean.optional(),
    keywords: z.array(fmString(), { error: 'must be a list of strings' }).optional(),
    image: uri.optional(),
    description: fmString(true).optional(),
    slug: fmString().optional(),
    sidebar_key: fmString().optional(),
    sidebar_label: fmString().optional(),
    sidebar_position: fmNumber.optional(),
    sidebar_class_name: fmString().optional(),
    sidebar_custom_props: z.record(z.string(), z.unknown(), { error: 'must be an object' }).optional(),
    displayed_sidebar: fmString().nullable().optional(),
    tags: z.array(frontMatterTag, { error: 'does not look like a valid front matter YAML array' }).optional(),
    pagination_label: fmString().optional(),
    custom_edit_url: z.union([uri, z.literal(''), z.null()]).optional(),
    parse_number_prefixes: fmBoolean.optional(),
    pagination_next: fmString().nullable().optional(),
    pagination_prev: fmString().nullable().optional(),
    toc_min_heading_level: tocLevel.optional(),
    toc_max_heading_level: tocLevel.optional(),
    last_update: lastUpdate.optional(),
    draft: fmBoolean.optional(),
    unlisted: fmBoolean.optional(),
  })
  .superRefine((fm, ctx) => {
    if (fm.draft && fm.unlisted) {
      ctx.addIssue({ code: 'custom', path: ['unlisted'], message: "can't be draft and unlisted at the same time" });
    }
    const min = fm.toc_min_heading_level as number | undefined;
    const max = fm.toc_max_heading_level as number | undefined;
    if (min !== undefined && max !== undefined && min > max) {
      ctx.addIssue({ code: 'custom', path: ['toc_min_heading_level'], message: `must be at most toc_max_heading_level (${max})` });
    }
  });

/** Every front matter key docs read (misspellings of them are warnings: `unknownFrontMatterKeyWarnings`). */
export const DOC_FRONT_MATTER_KEYS: readonly string[] = Object.keys(docFrontMatterSchema.shape);

/**
 * Validates the front matter of a doc, reporting every invalid field at once.
 *
 * @param frontMatter the parsed YAML front matter
 * @param file site-relative path of the doc, for errors
 * @param text the whole file, to point errors at the line of the offending key
 * @returns the validated front matter (coerced values, unknown keys kept)
 * @throws CompileError `docs/invalid-front-matter`, one diagnostic per invalid field, each with
 *   file and line
 */
export function validateDocFrontMatter(frontMatter: Record<string, unknown>, file: string, text = ''): DocFrontMatter {
  const result = docFrontMatterSchema.safeParse(frontMatter);
  if (result.success) return result.data as DocFrontMatter;
  throw new CompileError(
    result.error.issues.map((issue) => {
      const key = String(issue.path[0] ?? '');
      const where = issue.path.map((p, i) => (typeof p === 'number' ? `[${p}]` : i ? `.${String(p)}` : String(p))).join('');
      const value = valueAt(frontMatter, issue.path);
      return errorDiagnostic('docs/invalid-front-matter', `Front matter field "${where}" ${issue.message} (got ${describe(value)}).`, {
        file,
        line: frontMatterKeyLine(text, key),
      });
    }).sort(compareDiagnostics),
  );
}

function valueAt(root: unknown, keys: readonly PropertyKey[]): unknown {
  let v: unknown = root;
  for (const k of keys) v = v !== null && typeof v === 'object' ? (v as Record<PropertyKey, unknown>)[k] : undefined;
  return v;
}

function describe(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  const json = JSON.stringify(value);
  return json === undefined ? String(value) : json.length > 60 ? `${json.slice(0, 57)}...` : json;
}

