/**
 * The pure part of the persistent parse cache: a key for a `compileMarkdown` call (content
 * hash + compiler version + every option that changes the output) and (de)serialisation of
 * its result. The caller does the file I/O (`.sitegraph/cache/<key>.json`).
 *
 * Markdown links resolve through a callback, which cannot be part of a key: a cached result
 * records each link's resolution (`markdownLinks`), and {@link cachedResultIsCurrent} tells
 * whether they still resolve the same way (if not, compile again).
 */
import { createHash } from 'node:crypto';
import type { CompiledMarkdown, CompileMarkdownArgs } from './types.js';

/** Version of the cached data layout and of this module's output; bump on any output change. */
export const MARKDOWN_OUTPUT_VERSION = 4;

/**
 * Cache key of a `compileMarkdown` call: hex SHA-256 over the compiler version, this module's
 * output version, the options and the body. `resolveMarkdownLink` is not part of it (see
 * {@link cachedResultIsCurrent}).
 *
 * @param compilerVersion the compiler package version (or any string that changes with it)
 */
export function markdownCacheKey(args: Omit<CompileMarkdownArgs, 'resolveMarkdownLink'> & { resolveMarkdownLink?: unknown }, compilerVersion: string): string {
  const options = {
    v: MARKDOWN_OUTPUT_VERSION,
    compiler: compilerVersion,
    file: args.file,
    format: args.format,
    bodyLineOffset: args.bodyLineOffset,
    anchorsMaintainCase: args.anchorsMaintainCase === true,
    tocLevels: args.tocLevels ?? null,
    mdx1Compat: args.mdx1Compat ?? null,
    admonitionKeywords: args.admonitionKeywords ?? null,
    magicComments: args.magicComments ?? null,
    staticDirs: args.staticDirs ?? null,
    truncateMarker: args.truncateMarker === undefined ? 'default' : args.truncateMarker === null ? null : String(args.truncateMarker),
    resolves: typeof args.resolveMarkdownLink === 'function',
    sanitize: args.sanitize === true,
    mermaid: args.mermaid === true,
    plugins: args.plugins?.identity ?? null,
    partials: args.partials ?? null,
    aliases: args.aliases ?? null,
    site: args.site ?? null,
  };
  return createHash('sha256').update(JSON.stringify(options)).update('\u0000').update(args.body).digest('hex');
}

/** The cached form of a result: JSON text. */
export function serializeCompiledMarkdown(result: CompiledMarkdown): string {
  return JSON.stringify({ v: MARKDOWN_OUTPUT_VERSION, result });
}

/**
 * Reads a cached result back; `null` when the text is not a result of this output version
 * (corrupt, truncated or older file): the caller then compiles again.
 */
export function deserializeCompiledMarkdown(text: string): CompiledMarkdown | null {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  if (data === null || typeof data !== 'object') return null;
  const { v, result } = data as { v?: unknown; result?: Partial<CompiledMarkdown> };
  if (v !== MARKDOWN_OUTPUT_VERSION || !result || typeof result !== 'object') return null;
  const fields: Array<keyof CompiledMarkdown> = ['hast', 'toc', 'headingIds', 'links', 'markdownLinks', 'assets', 'excerptHast', 'imports', 'moduleImports', 'exports', 'contentTitle', 'diagnostics'];
  for (const field of fields) if (!(field in result)) return null;
  if (!result.hast || result.hast.type !== 'root') return null;
  return result as CompiledMarkdown;
}

/**
 * Whether a cached result is still right for the current site: every `.md`/`.mdx` link it
 * resolved resolves to the same permalink now (another file may have moved).
 */
export function cachedResultIsCurrent(result: CompiledMarkdown, resolveMarkdownLink: ((linkPathname: string) => string | null) | undefined): boolean {
  return result.markdownLinks.every((m) => (resolveMarkdownLink ? resolveMarkdownLink(m.link) : null) === m.permalink);
}
