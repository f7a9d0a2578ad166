/**
 * HTML comments (`<!-- … -->`) in MDX, as Docusaurus 3.7.0 accepts them through
 * `markdown.mdx1Compat.comments` (the `remark-comment` plugin): plain MDX rejects `<!`, this
 * syntax extension reads a comment, in flow (on its own lines, possibly several) or in text,
 * and produces no node, so comments never reach the output. Also used for the `md` format,
 * where Docusaurus applies the same plugin.
 */
import type { Extension } from 'micromark-util-types';
declare module 'micromark-util-types' {
    interface TokenTypeMap {
        commentCompat: 'commentCompat';
        commentCompatData: 'commentCompatData';
    }
}
/**
 * The micromark extension. Registered after the MDX one, its constructs are tried first on `<`
 * (micromark puts later extensions' constructs first), so `<!--` never reaches the JSX parser.
 */
export declare function commentSyntax(): Extension;
