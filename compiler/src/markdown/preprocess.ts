/**
 * Text rewrites applied before parsing, as Docusaurus 3.7.0's mdx-loader `preprocessor.ts` does
 * to keep MDX 1 era content compiling: unwrap ` ```mdx-code-block ` fences, escape `{#id}` in
 * heading lines (MDX would read `{…}` as an expression), and turn `:::note Title` into the
 * directive label form `:::note[Title]`.
 */

/** The admonition keywords Docusaurus 3.7.0 knows by default (`DefaultAdmonitionOptions`). */
export const DEFAULT_ADMONITION_KEYWORDS: readonly string[] = [
  'secondary',
  'info',
  'success',
  'danger',
  'note',
  'tip',
  'warning',
  'important',
  'caution',
];

/** Which rewrites to apply (`markdown.mdx1Compat` of the site config). */
export interface PreprocessOptions {
  /** Escape `{#custom-id}` in heading lines (`mdx1Compat.headingIds`, default true). */
  headingIds: boolean;
  /** Rewrite `:::kw Title` to `:::kw[Title]` (`mdx1Compat.admonitions`, default true). */
  admonitions: boolean;
  /** Admonition keywords the title rewrite applies to. */
  admonitionKeywords: readonly string[];
}

/**
 * Applies the Docusaurus preprocessing to a Markdown body.
 *
 * Note: unwrapping an `mdx-code-block` fence removes its two fence lines, so later positions
 * move up by two lines, exactly as they do in Docusaurus.
 */
export function preprocessMarkdown(text: string, options: PreprocessOptions): string {
  let out = text;
  if (out.includes('mdx-code-block')) out = unwrapMdxCodeBlocks(out);
  if (options.headingIds && out.includes('{#')) out = escapeHeadingIds(out);
  if (options.admonitions && out.includes(':::')) out = admonitionTitleToLabel(out, options.admonitionKeywords);
  return out;
}

const MDX_CODE_BLOCK_3 = /(^|\n)```( *)mdx-code-block\n(.*?)\n```(\n|$)/gs;
const MDX_CODE_BLOCK_4 = /(^|\n)````( *)mdx-code-block\n(.*?)\n````(\n|$)/gs;

/** Replaces each 3- or 4-backtick ` ```mdx-code-block ` fence by its content. */
export function unwrapMdxCodeBlocks(text: string): string {
  const keepContent = (_m: string, begin: string, _spaces: string, children: string, end: string) => `${begin}${children}${end}`;
  return text.replace(MDX_CODE_BLOCK_3, keepContent).replace(MDX_CODE_BLOCK_4, keepContent);
}

const HEADING_LINE = /(?:^|\n)#{1,6}(?!#).*/g;

/**
 * Escapes the first `{#` of every ATX heading line to `\{#` (once: an already escaped one is
 * left alone), so that MDX reads `{#custom-id}` as text; the heading-id step then finds it.
 */
export function escapeHeadingIds(text: string): string {
  return text.replace(HEADING_LINE, (line) => line.replace('{#', '\\{#').replace('\\\\{#', '\\{#'));
}

/**
 * Rewrites the legacy `:::note Some title` opening (also inside block quotes and when indented)
 * to the directive label form `:::note[Some title]`, for the given keywords only.
 */
export function admonitionTitleToLabel(text: string, keywords: readonly string[]): string {
  const names = keywords.map(escapeRegExp).join('|');
  const re = new RegExp(`^((?:> ?)*)( +|\\t+)?(:{3,}(?:${names})) +(.*)$`, 'gm');
  return text.replace(re, (_m, quote: string, indentation: string | undefined, directive: string, title: string) => {
    return `${quote ?? ''}${indentation ?? ''}${directive}[${title}]`;
  });
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
}
