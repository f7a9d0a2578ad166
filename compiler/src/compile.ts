import type { SiteInput } from './content/index.js';
import { compileMarkdown } from './markdown/compile-markdown.js';
import { assembleSite as assembleWith, collectSiteContent, type CollectedSite, type CompileOptions, type CompileResult } from './site-assembly.js';

export { checkSiteLinks, collectSiteContent, SiteLinkCheck, withContentChunks, type AssembleOptions, type CollectedSite, type CompileOptions, type CompileResult } from './site-assembly.js';

/**
 * Compiles a loaded site into its site graph. Pure and deterministic: the same SiteInput gives
 * byte-identical output, whatever order its files were listed in.
 *
 * Stages (DESIGN.md): each content plugin instance in config order (docs, blog-like, pages),
 * then the route table (trailingSlash, Docusaurus route order, duplicate check), then
 * assembly and zod validation of the graph.
 *
 * `options.sanitize` overrides the config's `markdown.sanitize` for this call (tooling that
 * renders trees it does not trust).
 *
 * @throws CompileError with every error found (file and line where known); nothing partial
 */
export function compile(input: SiteInput, options: CompileOptions = {}): CompileResult {
  const site = withSanitize(input, options.sanitize);
  return assembleSite(site, collectSiteContent(site, options), options);
}

/** The input with `markdown.sanitize` set as asked (unchanged when `sanitize` is undefined). */
function withSanitize(input: SiteInput, sanitize: boolean | undefined): SiteInput {
  if (sanitize === undefined || input.config.markdown.sanitize === sanitize) return input;
  return { ...input, config: { ...input.config, markdown: { ...input.config.markdown, sanitize } } };
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
