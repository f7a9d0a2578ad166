/**
 * Text rewrites applied before parsing, as Docusaurus 3.7.0's mdx-loader `preprocessor.ts` does
 * to keep MDX 1 era content compiling: unwrap ` ```mdx-code-block ` fences, escape `{#id}` in
 * heading lines (MDX would read `{…}` as an expression), and turn `:::note Title` into the
 * directive label form `:::note[Title]`.
 */
/** The admonition keywords Docusaurus 3.7.0 knows by default (`DefaultAdmonitionOptions`). */
export declare const DEFAULT_ADMONITION_KEYWORDS: readonly string[];
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
export declare function preprocessMarkdown(text: string, options: PreprocessOptions): string;
/** Replaces each 3- or 4-backtick ` ```mdx-code-block ` fence by its content. */
export declare function unwrapMdxCodeBlocks(text: string): string;
/**
 * Escapes the first `{#` of every ATX heading line to `\{#` (once: an already escaped one is
 * left alone), so that MDX reads `{#custom-id}` as text; the heading-id step then finds it.
 */
export declare function escapeHeadingIds(text: string): string;
/**
 * Rewrites the legacy `:::note Some title` opening (also inside block quotes and when indented)
 * to the directive label form `:::note[Some title]`, for the given keywords only.
 */
export declare function admonitionTitleToLabel(text: string, keywords: readonly string[]): string;
