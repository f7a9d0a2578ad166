import { createHash } from 'node:crypto';
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

/**
 * A short hash of what the docs and pages plugins read from a Markdown file (see
 * `fingerprint`), or null for a blog post or a file whose front matter does not parse. The dev
 * server's start snapshot keeps it per source, so that a file edited between two sessions can
 * be told a body-only edit ({@link bodyOnlyEditSince}) without its earlier text.
 */
export function bodyFingerprint(source: ContentSource, text: string): string | null {
  if (source.kind === 'blog-post') return null;
  try {
    return hashOf(fingerprint(text, source.source).key);
  } catch {
    return null;
  }
}

/**
 * {@link bodyOnlyEdit} against the {@link bodyFingerprint} of the text `source` came from
 * instead of that text: the source with the body of `nextText`, or null when the edit changed
 * more than the body (or `nextText` does not parse).
 */
export function bodyOnlyEditSince(source: ContentSource, previousFingerprint: string, nextText: string): ContentSource | null {
  if (source.kind === 'blog-post') return null;
  try {
    const after = fingerprint(nextText, source.source);
    if (hashOf(after.key) !== previousFingerprint) return null;
    return { ...source, content: after.content, bodyLineOffset: after.bodyLineOffset };
  } catch {
    return null;
  }
}

function hashOf(key: string): string {
  return createHash('sha256').update(key).digest('hex').slice(0, 32);
}
