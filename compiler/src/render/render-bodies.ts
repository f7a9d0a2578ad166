import type { SiteConfig } from '../config/index.js';
import type { AssetFile } from '../content/index.js';
import { CompileError, type Diagnostic } from '../diagnostics/index.js';
import type { ContentRef, PageChunk } from '../graph/index.js';
import { resolveMarkdownLinkPathname } from '../links/index.js';
// Only the light parts of markdown/: the compiler itself is passed in, so a build whose
// bodies all come from the cache never loads the parser (hundreds of modules).
import { cachedResultIsCurrent, markdownCacheKey } from '../markdown/cache.js';
import { frontMatterFormat, markdownFormat } from '../markdown/format.js';
import { excerptHastJsonOf, hastJsonOf, readHastOnce } from '../markdown/hast-text.js';
import { tocLevelsFor } from '../markdown/toc.js';
import type { CompiledMarkdown, CompileMarkdownArgs } from '../markdown/types.js';
import type { OutputFile } from '../output/index.js';
import { COMPILER_VERSION } from '../version.js';
import { chunkFile, chunkFileWithBody, namedChunk } from './chunk-file.js';
import type { ModuleImport, PageCode } from '../markdown/index.js';
import { errorChunk } from './error-chunk.js';
import type { ContentSource } from './content-source.js';
import { resolveAssets, rewriteUrls, type EmittedAssets } from './resolve-assets.js';

/**
 * Compiled Markdown results by cache key. The CLI fills it from `.sitegraph/cache/` before a
 * build and saves the entries listed in {@link RenderedContent.newCacheEntries} after it, so
 * the content stage itself stays pure.
 */
export type MarkdownCache = ReadonlyMap<string, CompiledMarkdown>;

/** Options of `renderContent` (render-content.ts). */
export interface RenderContentOptions {
  config: SiteConfig;
  /** The site's text files and other files (`SiteInput`), where referenced images are looked up. */
  files: ReadonlyMap<string, string>;
  assets: ReadonlyMap<string, AssetFile>;
  cache?: MarkdownCache;
  /** Turn per-file compile errors into error diagnostics and go on (the file gets an error chunk, see `errorChunkBody`). */
  continueOnError?: boolean;
  /** Sources that failed before this stage (front matter; `CollectedSite.failed`): each gets an error chunk with these errors, not its body. */
  failed?: ReadonlyMap<string, readonly Diagnostic[]>;
  /**
   * Takes each page chunk file as soon as it is made (a full build writes it to its staging
   * folder), so that the chunks of a large site are never all held at once; the result's
   * `chunks` is then empty. Each distinct chunk is emitted once, in the order sources are
   * rendered (sorted by source path).
   */
  emitChunk?: (file: OutputFile) => void;
}

/** Options of {@link renderBodies}: those of `renderContent` plus the Markdown compiler. */
export interface RenderBodiesOptions extends RenderContentOptions {
  /** Compiles a body the cache lacks (`compileMarkdown` of markdown/; never called on a full cache). */
  compileMarkdown: (args: CompileMarkdownArgs) => CompiledMarkdown;
}

/** What the content stage produces. */
export interface RenderedContent {
  /** Compiled Markdown by source (for link checking and feed HTML). */
  compiled: Map<string, CompiledMarkdown>;
  /** The graph's `content`: chunk hashes by source. */
  content: Record<string, ContentRef>;
  /** `chunks/<hash>.json` files, one per distinct chunk, in hash order (empty with `emitChunk`). */
  chunks: OutputFile[];
  /** Referenced local files to emit: output path → site-relative source path. */
  emittedAssets: EmittedAssets;
  /** Every result this run used (cache hits and new results), by cache key, for the caller to persist. */
  cacheEntries: Map<string, CompiledMarkdown>;
  /** How many bodies were parsed in this run (0 on a warm build of an unchanged site). */
  parsedCount: number;
  /** Markdown warnings, plus compile errors when `continueOnError` is set. */
  diagnostics: Diagnostic[];
}

/**
 * The content stage: compiles every doc, post and Markdown page body once (or takes it from
 * the cache when its key and its Markdown link resolutions are unchanged) and writes one page
 * chunk per source, plus an excerpt chunk for posts with a truncate marker.
 *
 * Markdown format per file follows `markdown.format` (and a front matter `format`); TOC levels
 * follow front matter, then `themeConfig.tableOfContents`, then 2–3; `.md`/`.mdx` links resolve
 * within the source's plugin instance (same version first), as Docusaurus does.
 *
 * Local images and files the pages reference are emitted with content-hashed names (see
 * `resolve-assets`).
 *
 * The Markdown compiler is a parameter (`renderContent` passes the real one) so that callers
 * holding every body in their cache need not load it.
 *
 * @throws CompileError with every invalid file (`markdown/invalid-mdx`: file, line, column,
 *   reason) and every missing required image (`content/missing-asset`) unless `continueOnError`
 */
export function renderBodies(sources: readonly ContentSource[], options: RenderBodiesOptions): RenderedContent {
  const { config } = options;
  const compiled = new Map<string, CompiledMarkdown>();
  const cacheEntries = new Map<string, CompiledMarkdown>();
  const content: Record<string, ContentRef> = {};
  const chunks = new Map<string, OutputFile | null>();
  const keep = (hash: string, file: OutputFile): void => {
    if (chunks.has(hash)) return;
    // With a sink the hash alone is kept, to emit each chunk once.
    if (options.emitChunk) {
      options.emitChunk(file);
      chunks.set(hash, null);
    } else chunks.set(hash, file);
  };
  /** The text of each partial chunk, by hash: results that made the same chunk share one string. */
  const partialTexts = new Map<string, string>();
  const diagnostics: Diagnostic[] = [];
  const errors: Diagnostic[] = [];
  const emittedAssets: EmittedAssets = new Map();
  let parsedCount = 0;
  /** Gives a source that failed the chunk that says so (with `continueOnError`). */
  const keepErrorChunk = (source: string, failures: readonly Diagnostic[]): void => {
    const file = chunkFile(errorChunk(source, failures));
    keep(file.hash, file.file);
    content[source] = { chunk: file.hash };
  };

  for (const s of [...sources].sort((a, b) => (a.source < b.source ? -1 : a.source > b.source ? 1 : 0))) {
    const failedBefore = options.failed?.get(s.source);
    if (failedBefore) {
      keepErrorChunk(s.source, failedBefore);
      continue;
    }
    const args = markdownArgs(s, config);
    const resolveMarkdownLink = args.resolveMarkdownLink;
    const key = sourceCacheKey(s, config, args);
    let result = options.cache?.get(key);
    if (!result || !cachedResultIsCurrent(result, resolveMarkdownLink)) {
      try {
        result = options.compileMarkdown(args);
      } catch (error) {
        if (!(error instanceof CompileError)) throw error;
        errors.push(...error.diagnostics);
        if (options.continueOnError) keepErrorChunk(s.source, error.diagnostics);
        continue;
      }
      parsedCount++;
    }
    if (result.partialChunks) keepPartialChunks(result.partialChunks, partialTexts, keep);
    cacheEntries.set(key, result);
    compiled.set(s.source, result);
    diagnostics.push(...result.diagnostics);
    const assets = resolveAssets(result.assets, s.source, { files: options.files, assets: options.assets, baseUrl: config.baseUrl }, emittedAssets);
    errors.push(...assets.errors);
    const imports = [...new Set(result.imports.flatMap((i) => i.names))].sort();
    let full: ReturnType<typeof chunkFile>;
    let excerpt: ReturnType<typeof chunkFile> | null = null;
    if (assets.rewrites.size) {
      // rewriteUrls copies the tree: one read once (not kept on the result) is enough.
      full = chunkFile(pageChunk(chunkFields(s.source, result.toc, result.contentTitle, imports, result.moduleImports, result.code), rewriteUrls(readHastOnce(result), assets.rewrites)));
      if (result.excerptHast) excerpt = chunkFile(pageChunk(chunkFields(s.source, [], result.contentTitle, imports, result.moduleImports, result.code), rewriteUrls(result.excerptHast, assets.rewrites)));
    } else {
      // Most pages: the body's JSON text is spliced in as it came (cache, worker), never re-serialised.
      full = chunkFileWithBody(chunkFields(s.source, result.toc, result.contentTitle, imports, result.moduleImports, result.code), hastJsonOf(result));
      const excerptJson = excerptHastJsonOf(result);
      if (excerptJson !== null) excerpt = chunkFileWithBody(chunkFields(s.source, [], result.contentTitle, imports, result.moduleImports, result.code), excerptJson);
    }
    keep(full.hash, full.file);
    const ref: ContentRef = { chunk: full.hash };
    if (excerpt) {
      keep(excerpt.hash, excerpt.file);
      ref.excerpt = excerpt.hash;
    }
    content[s.source] = ref;
  }

  if (errors.length && !options.continueOnError) throw new CompileError(errors);
  diagnostics.push(...errors);
  return {
    compiled,
    content,
    chunks: [...chunks.keys()].sort().flatMap((h) => chunks.get(h) ?? []),
    emittedAssets,
    cacheEntries,
    parsedCount,
    diagnostics,
  };
}

/**
 * Writes the chunk of each Markdown partial a page uses as a value (`PageCode.partials`), once
 * for the whole build however many pages use it (`keep` skips a hash already kept), and makes the
 * result hold the first text of each hash, so the copies other pages made (in other threads,
 * or read from the cache) are garbage.
 */
function keepPartialChunks(chunks: Record<string, string>, texts: Map<string, string>, keep: (hash: string, file: OutputFile) => void): void {
  for (const [hash, text] of Object.entries(chunks)) {
    const known = texts.get(hash);
    if (known !== undefined) {
      chunks[hash] = known;
      continue;
    }
    texts.set(hash, text);
    keep(hash, namedChunk(text, hash).file);
  }
}

/** Cache keys already computed, by source and config (a build computes each twice: pre-compile, content stage). */
const keys = new WeakMap<ContentSource, { config: SiteConfig; of: KeyedFields; key: string }>();

/** The fields of a source its key depends on (compared on reuse, in case the object was changed). */
type KeyedFields = Pick<ContentSource, 'source' | 'kind' | 'content' | 'bodyLineOffset' | 'frontMatter'>;

/**
 * The cache key of a source's body ({@link markdownCacheKey} of its {@link markdownArgs}),
 * remembered for the same source object and config: hashing every body again costs a warm build
 * tens of milliseconds.
 */
export function sourceCacheKey(s: ContentSource, config: SiteConfig, args: CompileMarkdownArgs = markdownArgs(s, config)): string {
  const known = keys.get(s);
  if (
    known &&
    known.config === config &&
    known.of.source === s.source &&
    known.of.kind === s.kind &&
    known.of.content === s.content &&
    known.of.bodyLineOffset === s.bodyLineOffset &&
    known.of.frontMatter === s.frontMatter
  ) {
    return known.key;
  }
  const key = markdownCacheKey(args, COMPILER_VERSION);
  keys.set(s, { config, of: { source: s.source, kind: s.kind, content: s.content, bodyLineOffset: s.bodyLineOffset, frontMatter: s.frontMatter }, key });
  return key;
}

/**
 * The `compileMarkdown` arguments of one content source (format, TOC levels, mdx1Compat,
 * truncate marker for posts, and a resolver for `.md` links within the source's plugin
 * instance). Shared by the content stage and by parallel pre-compilation, so both compute the
 * same cache keys.
 */
export function markdownArgs(s: ContentSource, config: SiteConfig): CompileMarkdownArgs & { resolveMarkdownLink: (link: string) => string | null } {
  return {
    body: s.content,
    bodyLineOffset: s.bodyLineOffset,
    file: s.source,
    format: markdownFormat(s.source, config.markdown.format, frontMatterFormat(s.frontMatter)),
    tocLevels: tocLevelsFor(s.frontMatter, config.themeConfig),
    mdx1Compat: config.markdown.mdx1Compat,
    ...(config.markdown.sanitize ? { sanitize: true } : {}),
    ...(config.markdown.mermaid ? { mermaid: true } : {}),
    ...(s.markdownPlugins ? { plugins: s.markdownPlugins } : {}),
    ...(s.partials ? { partials: s.partials } : {}),
    ...(s.partials && Object.keys(config.aliases).length > 0 ? { aliases: config.aliases } : {}),
    site: { url: config.url, baseUrl: config.baseUrl },
    truncateMarker: s.kind === 'blog-post' ? undefined : null,
    resolveMarkdownLink: (link: string) =>
      resolveMarkdownLinkPathname(link, { sourceFile: s.source, contentPaths: s.links.contentPaths, sourceToPermalink: s.links.sourceToPermalink }),
  };
}

/** Every field of a page chunk but the body, in the chunk's key order (source, body, toc, …). */
function chunkFields(source: string, toc: PageChunk['toc'], contentTitle: string | null, imports: string[], moduleImports: ModuleImport[] = [], code?: PageCode): Omit<PageChunk, 'body'> {
  // A page with code has a module even without imports: `moduleImports` says so to the runtime.
  return { source, toc, contentTitle, imports, meta: {}, ...(moduleImports.length > 0 || code ? { moduleImports } : {}), ...(code ? { code } : {}) };
}

function pageChunk(fields: Omit<PageChunk, 'body'>, body: PageChunk['body']): PageChunk {
  const { source, ...rest } = fields;
  return { source, body, ...rest };
}
