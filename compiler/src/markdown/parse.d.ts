/**
 * Markdown/MDX text → mdast, with the syntax Docusaurus 3.7.0 enables: MDX 3 (for the `mdx`
 * format), directives (`:::note`), GFM, and HTML comments (`mdx1Compat.comments`).
 *
 * Speed: each optional syntax extension is only loaded for a body that contains its trigger
 * characters (a table needs `|` or a `-:` delimiter, a directive `:` before a letter, an autolink literal `www.`,
 * `http(s)://` or `@domain.`, …). Without the trigger the extension cannot produce a node, so
 * the tree is the same as with every extension on, and most pages skip the costly ones.
 */
import type { Root } from 'mdast';
import type { MarkdownFormat } from './format.js';
/** Parser options besides the format. */
export interface ParseOptions {
    /** Accept HTML comments in MDX and drop them (`markdown.mdx1Compat.comments`, default true). */
    comments: boolean;
    /**
     * Load every syntax extension whatever the text holds (default false: only those whose
     * trigger occurs). The result is the same either way; tests compare the two.
     */
    allExtensions?: boolean;
}
/**
 * Parses a Markdown body. Positions in the tree are positions in `text`.
 *
 * @param text the (preprocessed) body, padded so that its lines are the file's lines
 * @param file site-relative path, for errors
 * @throws CompileError `markdown/invalid-mdx` with the parser's reason, line and column when
 *   the text is not valid MDX 3 (the files Docusaurus 3.7.0 fails to compile).
 */
export declare function parseMarkdown(text: string, format: MarkdownFormat, file: string, options: ParseOptions): Root;
