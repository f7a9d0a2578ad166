/**
 * Compile-time syntax highlighting with refractor (Prism grammars), so the client ships no
 * highlighter. Output is one `span.token-line` per line holding flat token spans whose classes
 * are `token` plus the Prism token types (nested types joined, as prism-react-renderer does);
 * colours come from `highlight-theme.css` (CSS variables for light and dark).
 */
import type { Element } from 'hast';
/** Whether a language (or alias) has a grammar. */
export declare function hasGrammar(language: string): boolean;
/**
 * Highlights code into lines of hast.
 *
 * @param code the code, without trailing newline
 * @param language Prism language or alias; unknown or absent → plain text lines
 * @param lineClassNames extra classes per 0-based line (highlighted lines)
 * @returns one `span.token-line` element per line, each ending with a `\n` text
 */
export declare function highlightLines(code: string, language: string | undefined, lineClassNames: Readonly<Record<number, readonly string[]>>): Element[];
