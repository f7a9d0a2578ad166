import { compileMarkdown } from '../markdown/compile-markdown.js';
import { renderBodies, type RenderContentOptions, type RenderedContent } from './render-bodies.js';
import type { ContentSource } from './content-source.js';

export { markdownArgs, type MarkdownCache, type RenderContentOptions, type RenderedContent } from './render-bodies.js';

/**
 * The content stage with the Markdown compiler loaded: {@link renderBodies} compiling every
 * body the cache lacks with `compileMarkdown`. See `renderBodies` for what it produces.
 *
 * @throws CompileError as `renderBodies`
 */
export function renderContent(sources: readonly ContentSource[], options: RenderContentOptions): RenderedContent {
  return renderBodies(sources, { ...options, compileMarkdown });
}
