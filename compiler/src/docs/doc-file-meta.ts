import { parseFrontMatter } from '../frontmatter/index.js';
import { createExcerpt, parseMarkdownContentTitle } from '../markdown-meta/index.js';
import { fromTextRef, memoized, rangeRef, type FileMemo, type TextRef } from '../memo/index.js';
import { validateDocFrontMatter, type DocFrontMatter } from './front-matter.js';
import { toJsonSafe } from './json-safe.js';

/**
 * What a doc's file alone determines (no options, no version): the pure, costly part of
 * `processDoc` (YAML, zod, title and excerpt scans), memoised per file by {@link readDocFile}.
 */
export interface DocFileMeta {
  /** Validated front matter (coerced values, unknown keys kept). */
  frontMatter: DocFrontMatter;
  /** `toJsonSafe(frontMatter)`: what the graph carries. */
  jsonFrontMatter: Record<string, unknown>;
  /** The body after the front matter, trimmed (see `parseFrontMatter`). */
  content: string;
  /** Lines before `content` in the file. */
  bodyLineOffset: number;
  /** The body's leading h1, if any. */
  contentTitle: string | undefined;
  /** The body's excerpt (default description), if any. */
  excerpt: string | undefined;
}

/** The memoised form of {@link DocFileMeta}: the body as offsets into the file's text. */
interface StoredDocFileMeta extends Omit<DocFileMeta, 'content'> {
  content: TextRef;
}

/**
 * Reads a doc's front matter, title and excerpt from its text, through `memo` when given (a
 * result from an earlier compile of the same text and path is reused as is).
 *
 * @param text the whole file
 * @param file site-relative path, for errors
 * @throws CompileError as `parseFrontMatter` and `validateDocFrontMatter` (never memoised, so
 *   the same error is raised on every compile)
 */
export function readDocFile(text: string, file: string, memo?: FileMemo): DocFileMeta {
  const stored = memoized(memo, 'doc-file', { file, text }, () => computeDocFile(text, file));
  return { ...stored, content: fromTextRef(text, stored.content) };
}

function computeDocFile(text: string, file: string): StoredDocFileMeta {
  const parsed = parseFrontMatter(text, file);
  const frontMatter = validateDocFrontMatter(parsed.frontMatter, file, text);
  const { content, contentTitle } = parseMarkdownContentTitle(parsed.content);
  return {
    frontMatter,
    jsonFrontMatter: toJsonSafe(frontMatter) as Record<string, unknown>,
    content: rangeRef(parsed.contentStart, parsed.content.length),
    bodyLineOffset: parsed.bodyLineOffset,
    contentTitle,
    excerpt: createExcerpt(content),
  };
}
