import { createExcerpt, parseMarkdownContentTitle } from '../markdown-meta/index.js';
import { fromTextRef, memoized, textRef, type FileMemo, type TextRef } from '../memo/index.js';
import { validateBlogFrontMatter, type BlogPostFrontMatter } from './blog-front-matter.js';
import { frontMatterKeyLines, parseFrontMatter } from '../frontmatter/index.js';
import { computeReadingTime } from './reading-time.js';

/**
 * What a post's file alone determines: the pure, costly part of `loadBlogPost` (YAML, zod,
 * title, excerpt and reading-time scans), memoised per file by {@link readPostFile}.
 */
export interface PostFileMeta {
  /** Validated front matter. */
  frontMatter: BlogPostFrontMatter;
  /** 1-based line of each top-level front matter key. */
  keyLines: ReadonlyMap<string, number>;
  /** Body without front matter and without the title heading, trimmed. */
  content: string;
  /** Lines of the file before the first line of `content`. */
  bodyLineOffset: number;
  /** The body's leading h1, if any. */
  contentTitle: string | undefined;
  /** Excerpt of `content` (default description), if any. */
  excerpt: string | undefined;
  /** Reading time of `content` in minutes, when asked for (else undefined). */
  readingTime: number | undefined;
}

/** The memoised form of {@link PostFileMeta}: the body as offsets into the file's text. */
interface StoredPostFileMeta extends Omit<PostFileMeta, 'content'> {
  content: TextRef;
}

/**
 * Reads a post's front matter, title, excerpt and reading time from its text, through `memo`
 * when given (a result from an earlier compile of the same text, path and option is reused).
 *
 * @param text the whole file
 * @param source site-relative path, for errors
 * @param readingTime whether to compute the reading time (`showReadingTime`)
 * @throws CompileError as `parseFrontMatter` and `validateBlogFrontMatter` (never memoised, so
 *   the same error is raised on every compile)
 */
export function readPostFile(text: string, source: string, readingTime: boolean, memo?: FileMemo): PostFileMeta {
  const stored = memoized(memo, 'blog-post-file', { file: source, text, options: { readingTime } }, () => computePostFile(text, source, readingTime));
  return { ...stored, content: fromTextRef(text, stored.content) };
}

function computePostFile(text: string, source: string, readingTime: boolean): StoredPostFileMeta {
  const parsed = parseFrontMatter(text, source);
  const frontMatter = validateBlogFrontMatter(parsed.frontMatter, source, text);
  const keyLines = frontMatterKeyLines(text);
  const { content, contentTitle } = parseMarkdownContentTitle(parsed.content, { removeContentTitle: true });
  const removed = linesRemovedBefore(parsed.content, content);
  return {
    frontMatter,
    keyLines,
    content: textRef(text, content, removed.index >= 0 ? parsed.contentStart + removed.index : parsed.contentStart),
    bodyLineOffset: parsed.bodyLineOffset + removed.lines,
    contentTitle,
    excerpt: createExcerpt(content),
    readingTime: readingTime ? computeReadingTime(content) : undefined,
  };
}

/** Where `after` starts in `before` and the lines before it (title removal at the top); `{-1, 0}` otherwise. */
function linesRemovedBefore(before: string, after: string): { index: number; lines: number } {
  const index = after === '' ? -1 : before.indexOf(after);
  if (index <= 0) return { index, lines: 0 };
  let lines = 0;
  for (let i = 0; i < index; i++) if (before.charCodeAt(i) === 10) lines++;
  return { index, lines };
}
