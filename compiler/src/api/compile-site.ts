import { compile as compileInternal, compileAsync as compileAsyncInternal } from '../compile.js';
import { contentRoots } from '../content/content-roots.js';
import type { SiteInput } from '../content/index.js';
import type { Diagnostic } from '../diagnostics/index.js';
import type { SearchRecord, SiteGraph } from '../graph/index.js';
import type { OutputCopy, OutputFile } from '../output/index.js';
import type { CompileResult as InternalCompileResult } from '../site-assembly.js';

/** Options of {@link compile}. */
export interface CompileOptions {
  /**
   * Keep going past every error (front matter, invalid MDX, broken links set to throw, …): each
   * becomes an error diagnostic in the graph and a graph is returned. A page whose content failed
   * keeps its place in the graph and gets a chunk that says so: `errors` lists its diagnostics and
   * its body is a `div.sitegraph-content-error` box listing them (a file whose front matter
   * failed is read as if it were empty). A plugin instance that fails for another reason (its
   * sidebars, its options) is left out of the graph.
   */
  continueOnError?: boolean;
  /**
   * Overrides the site config's `markdown.sanitize` for this call: `true` passes every page
   * through hast-util-sanitize (GitHub's schema plus the elements the theme needs), for tooling that
   * renders content it does not trust (SECURITY.md). Unset: the config decides (default `false`).
   */
  sanitize?: boolean;
  /**
   * Parts of the search index with at least this many records are also written as term shards
   * (`graph.search.indices[].parts[].sharded`: the browser then fetches only what each query
   * needs). Default `SEARCH_SHARD_MIN_RECORDS` (3,000).
   */
  searchShardMinRecords?: number;
}

export type { SearchRecord };

/**
 * What {@link compile} returns: the validated graph, the page chunks, the search records and
 * every diagnostic, plus the other output files (graph.json, feeds, emitted text assets) and
 * the binary assets to copy, which {@link writeSite} writes.
 */
export interface CompileResult {
  /** The site graph (`graph.json`), checked against `siteGraphSchema`. */
  graph: SiteGraph;
  /** `chunks/<hash>.json` files (rendered page content, JSON text), in hash order. */
  chunks: OutputFile[];
  /** Search records of every indexed page (see {@link SearchRecord}). */
  searchRecords: SearchRecord[];
  /** Every warning and info (and errors with `continueOnError`), sorted; the same as `graph.diagnostics`. */
  diagnostics: Diagnostic[];
  /** Every file a graph-only build writes (graph.json, chunks, feeds, text assets): paths relative to the output folder. */
  files: OutputFile[];
  /** Binary assets (images, downloads) to copy from the site folder: `path` in the output, `from` in the site. */
  copies: OutputCopy[];
  /**
   * The site's content folders, relative to the site folder (each docs, blog and pages path,
   * versioned docs and sidebars, `static`), sorted: {@link writeSite} refuses an output folder
   * that overlaps one.
   */
  contentDirs: string[];
}

/**
 * Compiles a loaded site into its site graph (DESIGN.md stages: plugins in config order, then
 * Markdown, route table, link check, assembly and schema check). Pure and deterministic: the
 * same {@link SiteInput} gives byte-identical output whatever order its files were listed in.
 * The Markdown of every doc, post and page is compiled on the calling thread.
 *
 * @param input what `loadSite` read
 * @param options `continueOnError` turns per-file content errors into error diagnostics;
 *   `sanitize` overrides `markdown.sanitize`; `searchShardMinRecords` sets which search index
 *   parts are written as term shards
 * @throws CompileError carrying every error found (file and line where known); nothing partial
 */
export function compile(input: SiteInput, options: CompileOptions = {}): CompileResult {
  return publicResult(compileInternal(input, { continueOnError: options.continueOnError, sanitize: options.sanitize, searchShardMinRecords: options.searchShardMinRecords }), input);
}

/**
 * {@link compile} awaiting the site's asynchronous remark/rehype plugins (`SiteInput.
 * markdownPlugins`, from a `docusaurus.config.*` or `sitegraph.config.ts`): `compile` runs
 * plugins synchronously and reports an asynchronous one as `markdown/plugin-failed`. The same
 * result otherwise; `sitegraph check` uses it.
 *
 * @throws CompileError carrying every error found (file and line where known); nothing partial
 */
export async function compileAsync(input: SiteInput, options: CompileOptions = {}): Promise<CompileResult> {
  return publicResult(await compileAsyncInternal(input, { continueOnError: options.continueOnError, sanitize: options.sanitize, searchShardMinRecords: options.searchShardMinRecords }), input);
}

/** The public view of an internal compile result of `input`. */
export function publicResult(result: InternalCompileResult, input: SiteInput): CompileResult {
  const chunks = result.files.filter((f) => f.path.startsWith('chunks/'));
  if (!result.searchRecords) throw new Error('Internal error: a compile that streamed its search records has no public result');
  // Every configured folder, present or not: an output may not take the place of one either.
  const contentDirs = contentRoots(input.config, () => true).dirs;
  return { graph: result.graph, chunks, searchRecords: result.searchRecords, diagnostics: [...result.graph.diagnostics], files: result.files, copies: result.copies, contentDirs };
}
