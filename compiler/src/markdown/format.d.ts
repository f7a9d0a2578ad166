/**
 * Which parser a Markdown file goes through, as Docusaurus 3.7.0's mdx-loader chooses it
 * (`getFormat` in `format.ts`).
 */
/** The two parsers: MDX 3, or CommonMark + GFM. */
export type MarkdownFormat = 'mdx' | 'md';
/** `markdown.format` of the site config, or the `format` key of a file's front matter. */
export type MarkdownFormatOption = 'mdx' | 'md' | 'detect';
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
export declare function markdownFormat(file: string, configFormat: MarkdownFormatOption, frontMatterFormat?: MarkdownFormatOption): MarkdownFormat;
/**
 * Reads the `mdx.format` front matter key Docusaurus 3.7.0 honours (`validateMDXFrontMatter`):
 * `md`, `mdx` or `detect`; anything else is ignored (returns undefined).
 */
export declare function frontMatterFormat(frontMatter: Readonly<Record<string, unknown>>): MarkdownFormatOption | undefined;
