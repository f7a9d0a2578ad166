import { siteRelativePaths } from '../content/changed-paths.js';
import { loadSite, reloadSite, type LoadSiteOptions, type SiteInput } from '../content/index.js';
import { compileMarkdown } from '../markdown/compile-markdown.js';
import type { CompiledMarkdown } from '../markdown/index.js';
import type { FileMemoEntries } from '../memo/index.js';
import { assembleSite, collectSiteContent } from '../site-assembly.js';
import { publicResult, type CompileOptions, type CompileResult } from './compile-site.js';

/** An incremental compile session over one site folder (see {@link createCompiler}). */
export interface Compiler {
  /** The site folder, as given. */
  readonly siteDir: string;
  /** Loads the whole site and compiles it. Call once first; later calls reload everything. */
  compile(): Promise<CompileResult>;
  /**
   * Re-reads only `changedPaths` (edited, added or deleted files: absolute, `./docs/a.md` or
   * site-relative `docs/a.md`, either separator; relative ones are resolved against the site
   * folder) and compiles again, reusing the per-file results (front matter, titles) and compiled
   * Markdown of every file that did not change. The result is the same as a fresh `compile()` of
   * the folder.
   *
   * @throws Error when called before {@link compile}; UserError `site/path-outside` when a path
   *   is outside the site folder (nothing is compiled); CompileError as `compile` throws
   */
  update(changedPaths: readonly string[]): Promise<CompileResult>;
}

/** Options of {@link createCompiler}. */
export interface CreateCompilerOptions extends LoadSiteOptions, CompileOptions {}

/**
 * Creates the incremental session a watcher uses (what `sitegraph dev` does between edits):
 * `compile()` once, then `update(changedPaths)` after each change, which re-reads the changed
 * files and recompiles only the Markdown bodies whose inputs changed (the compiled Markdown is
 * kept in memory by content hash). Markdown is compiled on the calling thread.
 *
 * @param siteDir the site folder
 */
export function createCompiler(siteDir: string, options: CreateCompilerOptions = {}): Compiler {
  let input: SiteInput | null = null;
  let cache: ReadonlyMap<string, CompiledMarkdown> = new Map();
  let fileMemo: FileMemoEntries | undefined;

  const run = (next: SiteInput): CompileResult => {
    const collected = collectSiteContent(next, { fileMemo, continueOnError: options.continueOnError });
    const internal = assembleSite(next, collected, { cache, fileMemo, continueOnError: options.continueOnError, compileMarkdown });
    input = next;
    cache = internal.content.cacheEntries;
    fileMemo = internal.content.fileMemo?.entries ?? fileMemo;
    return publicResult(internal, next);
  };

  return {
    siteDir,
    async compile() {
      return run(await loadSite(siteDir, { mode: options.mode }));
    },
    async update(changedPaths) {
      if (!input) throw new Error('createCompiler: call compile() before update()');
      return run(await reloadSite(input, siteDir, siteRelativePaths(siteDir, changedPaths)));
    },
  };
}
