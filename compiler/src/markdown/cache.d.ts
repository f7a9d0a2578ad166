import type { CompiledMarkdown, CompileMarkdownArgs } from './types.js';
/** Version of the cached data layout and of this module's output; bump on any output change. */
export declare const MARKDOWN_OUTPUT_VERSION = 1;
/**
 * Cache key of a `compileMarkdown` call: hex SHA-256 over the compiler version, this module's
 * output version, the options and the body. `resolveMarkdownLink` is not part of it (see
 * {@link cachedResultIsCurrent}).
 *
 * @param compilerVersion the compiler package version (or any string that changes with it)
 */
export declare function markdownCacheKey(args: Omit<CompileMarkdownArgs, 'resolveMarkdownLink'> & {
    resolveMarkdownLink?: unknown;
}, compilerVersion: string): string;
/** The cached form of a result: JSON text. */
export declare function serializeCompiledMarkdown(result: CompiledMarkdown): string;
/**
 * Reads a cached result back; `null` when the text is not a result of this output version
 * (corrupt, truncated or older file): the caller then compiles again.
 */
export declare function deserializeCompiledMarkdown(text: string): CompiledMarkdown | null;
/**
 * Whether a cached result is still right for the current site: every `.md`/`.mdx` link it
 * resolved resolves to the same permalink now (another file may have moved).
 */
export declare function cachedResultIsCurrent(result: CompiledMarkdown, resolveMarkdownLink: ((linkPathname: string) => string | null) | undefined): boolean;
