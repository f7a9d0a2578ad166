import matter from 'gray-matter';
import { fail } from '../diagnostics/index.js';

/** A Markdown file split into its front matter and its body. */
export interface ParsedMarkdownFile {
  /** The YAML front matter as data (`{}` when there is none). Dates are `Date` objects, as js-yaml gives them. */
  frontMatter: Record<string, unknown>;
  /** The body after the front matter, trimmed as Docusaurus trims it. */
  content: string;
  /**
   * Lines before the first line of `content` in the original file (front matter block and the
   * blank lines trimmed away), so `line in content + bodyLineOffset` is the line in the file.
   */
  bodyLineOffset: number;
  /** Offset of `content` in the text (where the trimmed body starts). */
  contentStart: number;
}

/**
 * Splits a Markdown/MDX file into YAML front matter and body, as Docusaurus 3.7.0's
 * `parseFileContentFrontMatter` does (gray-matter with js-yaml, body trimmed).
 *
 * @param text the whole file
 * @param file posix path relative to the site folder, used in errors
 * @throws CompileError `frontmatter/invalid-yaml` naming the file and the line of the YAML error;
 *   `frontmatter/not-an-object` when the front matter is YAML but not a mapping.
 */
export function parseFrontMatter(text: string, file: string): ParsedMarkdownFile {
  let parsed: matter.GrayMatterFile<string>;
  try {
    // The empty options object turns gray-matter's global cache off (it shares mutable data).
    parsed = matter(text, {});
  } catch (error) {
    const e = error as { reason?: string; message?: string; mark?: { line?: number; column?: number } };
    // js-yaml counts from 0 in a buffer that starts with the newline ending the opening `---`
    // line: its line n is file line n + 1.
    const line = e.mark?.line !== undefined ? e.mark.line + 1 : undefined;
    fail('frontmatter/invalid-yaml', `Malformed front matter: ${e.reason ?? e.message ?? String(error)}`, {
      file,
      line,
      column: e.mark?.column !== undefined ? e.mark.column + 1 : undefined,
    });
  }
  const data: unknown = parsed.data;
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    fail('frontmatter/not-an-object', 'Front matter must be a YAML mapping of keys to values.', { file, line: 2 });
  }
  const body = parsed.content;
  const trimmed = body.trim();
  const leading = body.slice(0, body.length - body.trimStart().length);
  const headerLength = text.length - body.length;
  const bodyLineOffset = countNewlines(text.slice(0, headerLength)) + countNewlines(leading);
  return { frontMatter: data as Record<string, unknown>, content: trimmed, bodyLineOffset, contentStart: headerLength + leading.length };
}

function countNewlines(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) === 10) n++;
  return n;
}
