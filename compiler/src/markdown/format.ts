/**
 * Which parser a Markdown file goes through, as Docusaurus 3.7.0's mdx-loader chooses it
 * (`getFormat` in `format.ts`).
 */

/** The two parsers: MDX 3, or CommonMark + GFM. */
export type MarkdownFormat = 'mdx' | 'md';

/** `markdown.format` of the site config, or the `format` key of a file's front matter. */
export type MarkdownFormatOption = 'mdx' | 'md' | 'detect';

/** Extensions that `detect` treats as plain Markdown (the list MDX itself uses). */
const MD_EXTENSIONS: readonly string[] = ['.md', '.markdown', '.mdown', '.mkdn', '.mkd', '.mdwn', '.mkdown', '.ron'];

/**
 * Chooses the parser for a file.
 *
 * Docusaurus behaviour: a front matter `format` (under the `mdx` key, `mdx.format`) wins over
 * the site's `markdown.format`; `detect` picks `md` for `.md`-like extensions (case-sensitive)
 * and `mdx` for anything else; `mdx` (the default) parses `.md` files as MDX too.
 *
 * @param file path of the file (only its extension is read)
 * @param configFormat the site's `markdown.format`
 * @param frontMatterFormat the file's front matter `mdx.format`, when it sets one
 */
export function markdownFormat(
  file: string,
  configFormat: MarkdownFormatOption,
  frontMatterFormat?: MarkdownFormatOption,
): MarkdownFormat {
  const chosen = frontMatterFormat ?? configFormat;
  if (chosen !== 'detect') return chosen;
  const slash = file.lastIndexOf('/');
  const dot = file.lastIndexOf('.');
  const extension = dot > slash + 1 ? file.slice(dot) : '';
  return MD_EXTENSIONS.includes(extension) ? 'md' : 'mdx';
}

/**
 * Reads the `mdx.format` front matter key Docusaurus 3.7.0 honours (`validateMDXFrontMatter`):
 * `md`, `mdx` or `detect`; anything else is ignored (returns undefined).
 */
export function frontMatterFormat(frontMatter: Readonly<Record<string, unknown>>): MarkdownFormatOption | undefined {
  const mdx = frontMatter['mdx'];
  if (mdx === null || typeof mdx !== 'object') return undefined;
  const format = (mdx as Record<string, unknown>)['format'];
  return format === 'md' || format === 'mdx' || format === 'detect' ? format : undefined;
}
