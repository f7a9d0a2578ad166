import type { CompiledMarkdown, CompileMarkdownArgs } from './types.js';
/** Docusaurus 3.7.0's default blog truncate marker. */
export declare const DEFAULT_TRUNCATE_MARKER: RegExp;
/**
 * Compiles one Markdown/MDX body.
 *
 * Docusaurus behaviour followed: MDX 3 or CommonMark+GFM per `format`; the mdx1Compat
 * preprocessing; HTML comments and `{/* *\/}` dropped; paragraphs holding only JSX/expressions
 * unwrapped (MDX's unravel); heading ids from github-slugger with `-1`, `-2` suffixes and
 * `{#custom-id}`; `contentTitle` = first heading when it is an h1; TOC of every h2+ heading
 * with text, nested then filtered to `tocLevels`; `:::keyword[title]{title=…}` admonitions
 * (nested, Markdown inside) as `admonition` elements (`type`, `title`; a title with markup as a
 * first `mdxAdmonitionTitle` child); unused directives back to text (`:name`) or kept with a
 * warning; `<details>`/`<head>` JSX renamed `Details`/`Head`; `.md`/`.mdx` links resolved
 * through `resolveMarkdownLink`, keeping `?query#hash`.
 *
 * Output hast conventions (for the runtime): code blocks are
 * `pre.language-x[dataLanguage, dataTitle?, dataLineNumbersStart?, dataMeta?] > code > span.token-line*`
 * with highlighted lines carrying `theme-code-block-highlighted-line`; JSX elements keep
 * their names as `tagName` (components have upper-case names, props as JSON values, possibly
 * objects/arrays); in the `md` format, raw HTML stays as hast `raw` nodes.
 *
 * @throws CompileError `markdown/invalid-mdx` (file, line, column, parser reason) when the body
 *   is not valid MDX.
 */
export declare function compileMarkdown(args: CompileMarkdownArgs): CompiledMarkdown;
