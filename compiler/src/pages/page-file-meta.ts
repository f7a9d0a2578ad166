import { parseFrontMatter } from '../frontmatter/index.js';
import { fromTextRef, memoized, rangeRef, type FileMemo, type TextRef } from '../memo/index.js';
import { validatePageFrontMatter, type PageFrontMatter } from './page-front-matter.js';

/** A Markdown page's front matter (as written and as validated) and body: what its file alone determines. */
export interface PageFileMeta {
  /** The YAML front matter as parsed (the graph carries it as written). */
  frontMatter: Record<string, unknown>;
  /** The validated front matter. */
  validated: PageFrontMatter;
  /** The body after the front matter, trimmed. */
  content: string;
  /** Lines before `content` in the file. */
  bodyLineOffset: number;
}

/** The memoised form of {@link PageFileMeta}: the body as offsets into the file's text. */
interface StoredPageFileMeta extends Omit<PageFileMeta, 'content'> {
  content: TextRef;
}

/**
 * Parses and validates a Markdown page's front matter, through `memo` when given (a result
 * from an earlier compile of the same text and path is reused as is).
 *
 * @throws CompileError as `parseFrontMatter` and `validatePageFrontMatter` (never memoised)
 */
export function readPageFile(text: string, source: string, memo?: FileMemo): PageFileMeta {
  const stored = memoized(memo, 'page-file', { file: source, text }, (): StoredPageFileMeta => {
    const parsed = parseFrontMatter(text, source);
    const validated = validatePageFrontMatter(parsed.frontMatter, source, text);
    return {
      frontMatter: parsed.frontMatter,
      validated,
      content: rangeRef(parsed.contentStart, parsed.content.length),
      bodyLineOffset: parsed.bodyLineOffset,
    };
  });
  return { ...stored, content: fromTextRef(text, stored.content) };
}
