/**
 * Heading anchor ids as Docusaurus 3.7.0 computes them (`remark/headings` with
 * `parseMarkdownHeadingId` and `createSlugger` of `@docusaurus/utils`): github-slugger slugs,
 * duplicates suffixed `-1`, `-2`, …, and an explicit `{#custom-id}` at the end of the heading.
 */
import GithubSlugger from 'github-slugger';

/** A slugger for one page: remembers the slugs it gave to suffix duplicates. */
export interface HeadingSlugger {
  /** Slug of `text` (lower-cased unless `maintainCase`), unique within the page. */
  slug(text: string, maintainCase?: boolean): string;
}

/** Creates a {@link HeadingSlugger} (one per page). */
export function createHeadingSlugger(): HeadingSlugger {
  const slugger = new GithubSlugger();
  return { slug: (text, maintainCase = false) => slugger.slug(text, maintainCase) };
}

const CUSTOM_ID = /\s*\{#((?:.(?!\{#|\}))*.)\}$/;

/**
 * Splits a trailing `{#custom-id}` off a heading text. The id may hold any character except
 * `{#` and `}`, and must end the text.
 *
 * @returns `text` without the id part, and the id when there is one
 */
export function parseHeadingId(heading: string): { text: string; id: string | undefined } {
  const match = CUSTOM_ID.exec(heading);
  if (!match) return { text: heading, id: undefined };
  return { text: heading.replace(match[0], ''), id: match[1] };
}
