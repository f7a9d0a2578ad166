import { parseFrontMatter } from '../frontmatter/index.js';
import { createExcerpt, parseMarkdownContentTitle } from '../markdown-meta/index.js';
import type { ContentSource } from '../render/index.js';

/**
 * Everything the docs and pages plugins read from a Markdown file: its front matter, where the
 * body starts, the leading h1 (title fallback) and the excerpts (description fallback). Two
 * texts with equal fingerprints give the same plugin data, routes and sidebars.
 *
 * @throws CompileError for malformed front matter (as the plugins do)
 */
function fingerprint(text: string, file: string): { key: string; content: string; bodyLineOffset: number } {
  const parsed = parseFrontMatter(text, file);
  const title = parseMarkdownContentTitle(parsed.content);
  const key = JSON.stringify([parsed.frontMatter, parsed.bodyLineOffset, title.contentTitle ?? null, createExcerpt(title.content) ?? null, createExcerpt(parsed.content) ?? null]);
  return { key, content: parsed.content, bodyLineOffset: parsed.bodyLineOffset };
}

/**
 * The dev server's fast path for one edited Markdown file: when the edit changed only what the
 * page body renders (nothing the docs or pages plugin derives from the file — front matter,
 * title heading, description excerpt), returns the source with its new body, to be recompiled
 * alone with no graph recompute. Otherwise null: the caller recompiles the site.
 *
 * Blog posts always give null (their reading time, truncation and list excerpts depend on
 * the body), as do files whose front matter does not parse.
 */
export function bodyOnlyEdit(source: ContentSource, previousText: string, nextText: string): ContentSource | null {
  if (source.kind === 'blog-post') return null;
  try {
    const before = fingerprint(previousText, source.source);
    const after = fingerprint(nextText, source.source);
    if (before.key !== after.key || before.content !== source.content) return null;
    return { ...source, content: after.content, bodyLineOffset: after.bodyLineOffset };
  } catch {
    return null;
  }
}
