import type { SiteInput } from './content/index.js';
import { compileMarkdown } from './markdown/compile-markdown.js';
import { assembleSite as assembleWith, collectSiteContent, type CollectedSite, type CompileOptions, type CompileResult } from './site-assembly.js';

export { checkSiteLinks, collectSiteContent, type AssembleOptions, type CollectedSite, type CompileOptions, type CompileResult } from './site-assembly.js';

/**
 * Compiles a loaded site into its site graph. Pure and deterministic: the same SiteInput gives
 * byte-identical output, whatever order its files were listed in.
 *
 * Stages (DESIGN.md): each content plugin instance in config order (docs, blog-like, pages),
 * then the route table (trailingSlash, Docusaurus route order, duplicate check), then
 * assembly and zod validation of the graph.
 *
 * @throws CompileError with every error found (file and line where known); nothing partial
 */
export function compile(input: SiteInput, options: CompileOptions = {}): CompileResult {
  return assembleSite(input, collectSiteContent(input, options), options);
}

/**
 * Second half of {@link compile}: the content stage, feeds, route table, link check and the
 * validated graph (`site-assembly`'s `assembleSite` with the Markdown compiler loaded).
 *
 * @throws CompileError with every error found, unless `options.continueOnError`
 */
export function assembleSite(input: SiteInput, collected: CollectedSite, options: CompileOptions = {}): CompileResult {
  return assembleWith(input, collected, { ...options, compileMarkdown });
}
