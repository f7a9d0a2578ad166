/**
 * The "content title" of a Markdown/MDX body: its leading h1, found with the line-based rules
 * Docusaurus 3.7.0 applies before any real Markdown parsing (`parseMarkdownContentTitle` in
 * `@docusaurus/utils`). Docs, blog posts and pages fall back on it when front matter has no
 * `title`.
 */

/** What {@link parseMarkdownContentTitle} finds. */
export interface ContentTitleResult {
  /** The body, trimmed; without the title line(s) when `removeContentTitle` was asked. */
  content: string;
  /** The h1 text (inline code unwrapped, `{#custom-id}` and closing hashes dropped), or undefined. */
  contentTitle: string | undefined;
}

/** Options of {@link parseMarkdownContentTitle}. */
export interface ContentTitleOptions {
  /** Remove the matched title from the returned content (blog posts do, docs do not). Default false. */
  removeContentTitle?: boolean;
}

/** A leading run of `import …` blocks, each ended by at least one blank line (MDX ESM). */
const LEADING_IMPORT_BLOCKS = /^(?:import\s(?:.|\r?\n(?!\r?\n))*(?:\r?\n){2,})*/;
/** `# Title` as the very first line (one `#`, then blanks, then a non-blank character). */
const ATX_H1 = /^#[ \t]+(?<title>[^ \t].*)(?:\r?\n|$)/;
/** `Title` followed by a line made only of `=` (setext h1) as the first two lines. */
const SETEXT_H1 = /^(?<title>.*)\r?\n=+(?:\r?\n|$)/;
/** Trailing `{#custom-id}` or closing `###` of an ATX heading. */
const ATX_TRAILER = /\s*(?:\{#*[\w-]+\}|#+)$/;
/** Trailing `=` left in a setext title line. */
const SETEXT_TRAILER = /\s*=+$/;
/** Inline code spans: the title keeps their text only. */
const INLINE_CODE = /`([^`]*)`/g;

/**
 * Finds the h1 a Markdown body starts with, as Docusaurus 3.7.0 does: only the first lines
 * count (after leading `import` blocks), an ATX `# Title` wins over a setext `Title\n===`; the
 * title loses a trailing `{#id}` or closing hashes and keeps the text of inline code.
 *
 * @param body the file content after the front matter (trimmed or not)
 * @returns the trimmed body (minus the title if asked) and the title, or undefined when the
 *   body does not start with an h1
 */
export function parseMarkdownContentTitle(body: string, options: ContentTitleOptions = {}): ContentTitleResult {
  const content = body.trim();
  const withoutImports = content.replace(LEADING_IMPORT_BLOCKS, '').trim();
  const atx = ATX_H1.exec(withoutImports);
  const setext = atx ? null : SETEXT_H1.exec(withoutImports);
  const match = atx ?? setext;
  if (!match) return { content, contentTitle: undefined };

  const rest = options.removeContentTitle ? content.replace(match[0], '').trim() : content;
  const raw = match.groups?.title ?? '';
  const stripped = atx ? raw.trim().replace(ATX_TRAILER, '') : raw.trim().replace(SETEXT_TRAILER, '');
  return { content: rest, contentTitle: stripped.replace(INLINE_CODE, '$1').trim() };
}
