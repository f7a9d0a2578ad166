import { z } from 'zod';
import { isUnsafeUrl } from '../markdown/safety/unsafe-url.js';
import type { HtmlTag } from '../graph/html-tag.js';

/**
 * An attribute value of a site-wide tag, as Docusaurus renders it: a string (or number) is
 * written as `name="value"`, `true` as a bare `name`, `false` leaves the attribute out.
 */
const attributeValueSchema = z.union([z.string(), z.number(), z.boolean()]);

/** Attribute names a tag may carry: HTML's own syntax, so a name cannot break out of the tag. */
const attributeNameSchema = z.string().regex(/^[a-zA-Z_:][-a-zA-Z0-9_:.]*$/, 'is not a valid attribute name');

/**
 * A tag's attributes. The site owner's code is trusted (SECURITY.md), but a URL attribute that
 * runs code (`javascript:`) is refused, as everywhere else in sitegraph.
 */
const attributesSchema = z.record(attributeNameSchema, attributeValueSchema).superRefine((attrs, ctx) => {
  for (const [name, value] of Object.entries(attrs)) {
    if (typeof value === 'string' && isUnsafeUrl(value)) ctx.addIssue({ code: 'custom', path: [name], message: 'a URL that runs code (javascript:, vbscript:, HTML data:) is not allowed' });
  }
});

/** A URL given as a string (`href` of a stylesheet, `src` of a script), refused if it runs code. */
const safeUrlSchema = z.string().min(1).refine((url) => !isUnsafeUrl(url), 'a URL that runs code (javascript:, vbscript:, HTML data:) is not allowed');

/** `stylesheets` entry: an `href`, or the attributes of a `<link rel="stylesheet">` (with `href`). */
export const stylesheetSchema = z.union([safeUrlSchema, attributesSchema.and(z.looseObject({ href: safeUrlSchema.describe('URL of the stylesheet (absolute, or a path on the site).') }))]);

/** `scripts` entry: a `src`, or the attributes of a `<script>` (with `src`; `async`, `defer`, …). */
export const scriptSchema = z.union([safeUrlSchema, attributesSchema.and(z.looseObject({ src: safeUrlSchema.describe('URL of the script (absolute, or a path on the site).') }))]);

/** `headTags` entry: one element added to every page's `<head>`. */
export const headTagInputSchema = z.strictObject({
  tagName: z.string().regex(/^[a-zA-Z][a-zA-Z0-9-]*$/, 'is not a valid tag name').describe('Element name, such as `meta` or `link` (Docusaurus `headTags[].tagName`).'),
  attributes: attributesSchema.describe('Attributes by name: a string or number is written as the value, true as a bare attribute, false leaves it out (Docusaurus `headTags[].attributes`).'),
  innerHTML: z.string().optional().describe("The element's content as HTML, written as is (the site owner's code); default empty (Docusaurus `headTags[].innerHTML`)."),
});


/** The three site options that add to every page's `<head>`, validated. */
export interface HeadTagOptions {
  headTags: z.infer<typeof headTagInputSchema>[];
  stylesheets: z.infer<typeof stylesheetSchema>[];
  scripts: z.infer<typeof scriptSchema>[];
}

/** Attribute values as written in HTML: numbers as text, `false` left out. */
function normaliseAttributes(attrs: Record<string, string | number | boolean>): HtmlTag['attributes'] {
  const out: HtmlTag['attributes'] = {};
  for (const [name, value] of Object.entries(attrs)) {
    if (value === false) continue;
    out[name] = value === true ? true : String(value);
  }
  return out;
}

/**
 * The site-wide `<head>` elements, in the order Docusaurus writes them: `headTags`, then one
 * `<link rel="stylesheet">` per stylesheet, then one `<script>` per script.
 */
export function siteHeadTagList(options: HeadTagOptions): HtmlTag[] {
  const tag = (tagName: string, attributes: Record<string, string | number | boolean>, innerHTML?: string): HtmlTag => ({
    tagName,
    attributes: normaliseAttributes(attributes),
    innerHTML: innerHTML ?? null,
  });
  return [
    ...options.headTags.map((t) => tag(t.tagName, t.attributes, t.innerHTML)),
    ...options.stylesheets.map((s) => tag('link', typeof s === 'string' ? { rel: 'stylesheet', href: s } : { rel: 'stylesheet', ...s })),
    ...options.scripts.map((s) => tag('script', typeof s === 'string' ? { src: s } : s, '')),
  ];
}
