import { CompileError, errorDiagnostic, type Diagnostic } from '../diagnostics/index.js';
import { validateSocials } from './author-socials.js';
import { frontMatterKeyLines } from '../frontmatter/index.js';

/** An author written in front matter: a key into authors.yml (optionally overridden) or inline data. */
export interface FrontMatterAuthor {
  key?: string;
  name?: string;
  title?: string;
  url?: string;
  imageURL?: string;
  /** Kept beside `imageURL` when written (Docusaurus renames it as an alias). */
  image_url?: string;
  socials?: Record<string, unknown>;
  [extra: string]: unknown;
}

/** A front matter tag: a tags.yml key / label, or a legacy inline `{label, permalink}` object. */
export type FrontMatterTag = string | { label: string; permalink: string; description?: string; [extra: string]: unknown };

/**
 * Blog post front matter after validation (Docusaurus 3.7.0 `BlogPostFrontMatter`): strings
 * converted from numbers and dates, booleans and numbers from their string spellings, unknown
 * keys kept as written. `date` stays as YAML gave it (a `Date`, or a string).
 */
export interface BlogPostFrontMatter {
  id?: string;
  title?: string;
  title_meta?: string;
  sidebar_label?: string;
  description?: string;
  tags?: FrontMatterTag[];
  date?: Date | string;
  authors?: string | FrontMatterAuthor | (string | FrontMatterAuthor)[];
  author?: string;
  author_title?: string;
  author_url?: string;
  author_image_url?: string;
  authorURL?: string;
  authorTitle?: string;
  authorImageURL?: string;
  slug?: string;
  image?: string;
  keywords?: string[];
  hide_table_of_contents?: boolean;
  toc_min_heading_level?: number;
  toc_max_heading_level?: number;
  last_update?: { author?: string; date?: Date | string };
  draft?: boolean;
  unlisted?: boolean;
  [extra: string]: unknown;
}

interface Issue {
  /** Top-level front matter key the problem is under. */
  key: string;
  message: string;
}

type Check = (value: unknown, label: string, issues: Issue[], key: string) => unknown;

const INVALID = Symbol('invalid');

/**
 * Validates and converts a blog post's front matter as Docusaurus 3.7.0's blog front matter
 * schema does (every problem reported at once).
 *
 * @param frontMatter the YAML data of the file
 * @param file posix path of the post relative to the site folder
 * @param text the whole file, used to find the line of each bad key
 * @throws CompileError `blog/invalid-front-matter`, one diagnostic per bad value, each naming
 *   the file and the line of its key
 */
export function validateBlogFrontMatter(frontMatter: Record<string, unknown>, file: string, text: string): BlogPostFrontMatter {
  const issues: Issue[] = [];
  const entries = Object.entries(frontMatter).map(([key, value]): [string, unknown] => {
    const check = FIELD_CHECKS[key];
    if (!check || value === undefined) return [key, value];
    const checked = check(value, key, issues, key);
    return [key, checked === INVALID ? value : checked];
  });
  const out: Record<string, unknown> = Object.fromEntries(entries);
  checkTocLevels(out, issues);
  if (out.draft === true && out.unlisted === true) {
    issues.push({ key: 'unlisted', message: "A post can't be draft and unlisted at the same time." });
  }
  if (issues.length > 0) {
    const lines = frontMatterKeyLines(text);
    const diagnostics: Diagnostic[] = issues.map((issue) =>
      errorDiagnostic('blog/invalid-front-matter', `Invalid front matter: ${issue.message}`, { file, line: lines.get(issue.key) }),
    );
    throw new CompileError(diagnostics);
  }
  return out as BlogPostFrontMatter;
}

// ---------------------------------------------------------------------------------------------
// Primitive checks (the conversions of Docusaurus's front matter Joi instance)

/** A string; numbers and dates become strings, as YAML would otherwise turn `2021` or `2021-01-01` into other types. */
function stringCheck(options: { allowEmpty: boolean; convert?: boolean }): Check {
  return (value, label, issues, key) => {
    let v = value;
    if (options.convert !== false) {
      if (typeof v === 'number') v = String(v);
      else if (v instanceof Date) v = dateToString(v);
    }
    if (typeof v !== 'string') {
      issues.push({ key, message: `"${label}" must be a string.` });
      return INVALID;
    }
    if (v === '' && !options.allowEmpty) {
      issues.push({ key, message: `"${label}" is not allowed to be empty.` });
      return INVALID;
    }
    return v;
  };
}

const text = stringCheck({ allowEmpty: true });
const nonEmptyString = stringCheck({ allowEmpty: false });
const plainString = stringCheck({ allowEmpty: false, convert: false });

const booleanCheck: Check = (value, label, issues, key) => {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string' && /^(true|false)$/i.test(value)) return value.toLowerCase() === 'true';
  issues.push({ key, message: `"${label}" must be a boolean.` });
  return INVALID;
};

const numberCheck: Check = (value, label, issues, key) => {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  issues.push({ key, message: `"${label}" must be a number.` });
  return INVALID;
};

/** A date as written (`raw`): a YAML date, or a string or number that parses as one. */
const dateCheck: Check = (value, label, issues, key) => {
  if (value instanceof Date && !Number.isNaN(value.getTime())) return value;
  if (typeof value === 'string' && value.trim() !== '') {
    const asNumber = /^[+-]?\d+(\.\d+)?$/.test(value) ? Number(value) : value;
    if (!Number.isNaN(new Date(asNumber).getTime())) return value;
  }
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  issues.push({ key, message: `"${label}" must be a valid date (got ${JSON.stringify(value)}).` });
  return INVALID;
};

/** A URL or a relative URL reference (site path, relative path). */
const uriCheck: Check = (value, label, issues, key) => {
  if (typeof value === 'string' && value !== '' && isUriReference(value)) return value;
  issues.push({ key, message: `"${label}" does not look like a valid url (value='${String(value)}').` });
  return INVALID;
};

function arrayOf(item: Check): Check {
  return (value, label, issues, key) => {
    if (!Array.isArray(value)) {
      issues.push({ key, message: `"${label}" does not look like a valid front matter Yaml array.` });
      return INVALID;
    }
    let bad = false;
    const items = value.map((v, i) => {
      if (v === undefined || v === null) {
        issues.push({ key, message: `"${label}[${i}]" must not be empty.` });
        bad = true;
        return v;
      }
      const r = item(v, `${label}[${i}]`, issues, key);
      if (r === INVALID) bad = true;
      return r;
    });
    return bad ? INVALID : items;
  };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date);
}

// ---------------------------------------------------------------------------------------------
// Composite checks

const tagCheck: Check = (value, label, issues, key) => {
  if (isPlainObject(value)) {
    const before = issues.length;
    const labelValue = value.label === undefined ? undefined : nonEmptyString(value.label, `${label}.label`, issues, key);
    const permalink = value.permalink === undefined ? undefined : nonEmptyString(value.permalink, `${label}.permalink`, issues, key);
    if (value.label === undefined) issues.push({ key, message: `"${label}.label" is required.` });
    if (value.permalink === undefined) issues.push({ key, message: `"${label}.permalink" is required.` });
    if (issues.length > before) return INVALID;
    return { ...value, label: labelValue, permalink };
  }
  return nonEmptyString(value, label, issues, key);
};

const socialsCheck: Check = (value, label, issues, key) => {
  try {
    return validateSocials(value);
  } catch (error) {
    issues.push({ key, message: `"${label}": ${(error as Error).message}` });
    return INVALID;
  }
};

const AUTHOR_FIELDS: Readonly<Record<string, Check>> = {
  key: nonEmptyString,
  name: nonEmptyString,
  title: nonEmptyString,
  url: uriCheck,
  imageURL: nonEmptyString,
  socials: socialsCheck,
};

const authorObjectCheck: Check = (value, label, issues, key) => {
  if (!isPlainObject(value)) {
    issues.push({
      key,
      message: `"${label}" does not look like a valid blog post author. Use an author key or an author object (with a key and/or name).`,
    });
    return INVALID;
  }
  const before = issues.length;
  const entries: [string, unknown][] = [];
  for (const [field, fieldValue] of Object.entries(value)) {
    const check = AUTHOR_FIELDS[field];
    entries.push([field, check && fieldValue !== undefined ? check(fieldValue, `${label}.${field}`, issues, key) : fieldValue]);
  }
  if ('image_url' in value) {
    if ('imageURL' in value) issues.push({ key, message: `"${label}" cannot have both image_url and imageURL.` });
    else entries.push(['imageURL', nonEmptyString(value.image_url, `${label}.image_url`, issues, key)]);
  }
  const author = Object.fromEntries(entries);
  if (author.key === undefined && author.name === undefined && author.imageURL === undefined) {
    issues.push({ key, message: `"${label}" must have at least one of key, name or imageURL.` });
  }
  return issues.length > before ? INVALID : author;
};

const authorCheck: Check = (value, label, issues, key) =>
  typeof value === 'string' || typeof value === 'number' || value instanceof Date
    ? nonEmptyString(value, label, issues, key)
    : authorObjectCheck(value, label, issues, key);

const authorsCheck: Check = (value, label, issues, key) => (Array.isArray(value) ? arrayOf(authorCheck)(value, label, issues, key) : authorCheck(value, label, issues, key));

const lastUpdateCheck: Check = (value, label, issues, key) => {
  if (!isPlainObject(value) || (value.author === undefined && value.date === undefined)) {
    issues.push({ key, message: `"${label}" must be an object with an author and/or a date.` });
    return INVALID;
  }
  const before = issues.length;
  const author = value.author === undefined ? undefined : plainString(value.author, `${label}.author`, issues, key);
  const date = value.date === undefined ? undefined : dateCheck(value.date, `${label}.date`, issues, key);
  if (issues.length > before) return INVALID;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, k === 'author' ? author : k === 'date' ? date : v]));
};

function checkTocLevels(fm: Record<string, unknown>, issues: Issue[]): void {
  const min = fm.toc_min_heading_level;
  const max = fm.toc_max_heading_level;
  if (typeof max === 'number' && (max < 2 || max > 6)) issues.push({ key: 'toc_max_heading_level', message: '"toc_max_heading_level" must be between 2 and 6.' });
  if (typeof min === 'number') {
    const upper = typeof max === 'number' ? max : 6;
    if (min < 2 || min > upper) issues.push({ key: 'toc_min_heading_level', message: `"toc_min_heading_level" must be between 2 and ${upper}.` });
  }
}

const FIELD_CHECKS: Readonly<Record<string, Check>> = Object.assign(Object.create(null), {
  id: nonEmptyString,
  title: text,
  title_meta: text,
  sidebar_label: text,
  description: text,
  tags: arrayOf(tagCheck),
  date: dateCheck,
  authors: authorsCheck,
  author: nonEmptyString,
  author_title: nonEmptyString,
  author_url: uriCheck,
  author_image_url: uriCheck,
  authorURL: uriCheck,
  authorTitle: nonEmptyString,
  authorImageURL: uriCheck,
  slug: nonEmptyString,
  image: uriCheck,
  keywords: arrayOf(nonEmptyString),
  hide_table_of_contents: booleanCheck,
  toc_min_heading_level: numberCheck,
  toc_max_heading_level: numberCheck,
  last_update: lastUpdateCheck,
  draft: booleanCheck,
  unlisted: booleanCheck,
} satisfies Record<string, Check>);

/** Every front matter key blog posts read (misspellings of them are warnings: `unknownFrontMatterKeyWarnings`). */
export const BLOG_FRONT_MATTER_KEYS: readonly string[] = Object.keys(FIELD_CHECKS);

/** Whether a string is an absolute URL or an RFC 3986 relative reference (no spaces or forbidden characters). */
function isUriReference(value: string): boolean {
  try {
    new URL(value);
    return true;
  } catch {
    return /^[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=%]*$/.test(value) && !/%(?![0-9A-Fa-f]{2})/.test(value);
  }
}

/** `Date#toString` in UTC, so that a YAML date used where a string is expected converts the same on every machine. */
function dateToString(date: Date): string {
  const days = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${days[date.getUTCDay()]} ${months[date.getUTCMonth()]} ${pad(date.getUTCDate())} ${date.getUTCFullYear()} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())} GMT+0000 (Coordinated Universal Time)`;
}
