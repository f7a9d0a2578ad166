/**
 * Code block options read from the info string, as the Docusaurus 3.7.0 theme reads them
 * (`codeBlockUtils.ts`): `title="…"` (or `'…'`), `showLineNumbers` / `showLineNumbers=N`, and
 * highlighted lines `{1,3-5}`; plus the magic comments (`// highlight-next-line`,
 * `// highlight-start` … `// highlight-end`) that mark lines and are removed from the code.
 */
/** One kind of magic comment (theme `prism.magicComments` entry). */
export interface MagicCommentConfig {
    /** Class added to the marked lines. */
    className: string;
    /** Comment text marking the next line. */
    line?: string;
    /** Comment texts opening and closing a marked block. */
    block?: {
        start: string;
        end: string;
    };
}
/** The theme's default magic comments (Docusaurus 3.7.0). */
export declare const DEFAULT_MAGIC_COMMENTS: readonly MagicCommentConfig[];
/** `title="…"` of a metastring, or `''`. */
export declare function codeBlockTitle(meta: string | null | undefined): string;
/** First line number when `showLineNumbers` (or `showLineNumbers=N`) is in the metastring. */
export declare function lineNumbersStart(meta: string | null | undefined): number | undefined;
/** The code of a block with magic comments removed, and the classes of each 0-based line. */
export interface ParsedCodeLines {
    code: string;
    lineClassNames: Record<number, string[]>;
}
/**
 * Numbers of a range list as `parse-numeric-range` reads the `[\d,-]+` ranges Docusaurus
 * accepts: `1,3-5` → 1, 3, 4, 5 (a descending `5-3` counts down).
 */
export declare function parseRange(range: string): number[];
/**
 * Marks the highlighted lines of a code block, as the theme's `parseLines` does: a `{…}` range
 * in the metastring wins (code untouched, lines get the first magic comment's class);
 * otherwise, when the block has a language, magic comment lines are removed and the lines
 * they point at get their class.
 *
 * @param content the code (a trailing newline is dropped)
 */
export declare function parseCodeLines(content: string, meta: string | null | undefined, language: string | undefined, magicComments?: readonly MagicCommentConfig[]): ParsedCodeLines;
