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

/**
 * {@link compile} for a site whose remark/rehype plugins may be asynchronous (`input.
 * markdownPlugins`; npm2yarn's, for one): the bodies of instances with plugins are compiled
 * first, awaiting their plugins, then everything else as `compile` does. The same result as
 * `compile` when no plugin is asynchronous.
 *
 * @throws CompileError with every error found (file and line where known); nothing partial
 */
export async function compileAsync(input: SiteInput, options: CompileOptions = {}): Promise<CompileResult> {
  const site = withSanitize(input, options.sanitize);
  const collected = collectSiteContent(site, options);
  const withPlugins = collected.sources.filter((s) => s.markdownPlugins);
  if (withPlugins.length === 0) return assembleSite(site, collected, options);
  const { precompileMarkdown } = await import('./engine/precompile-markdown.js');
  const cache = new Map(options.cache ?? []);
  const pre = await precompileMarkdown(withPlugins, site.config, cache, 0);
  for (const [key, result] of pre.results) cache.set(key, result);
  return assembleWith(site, collected, { ...options, cache, compileMarkdown: pre.compileMarkdown ?? compileMarkdown });
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
