import { createRequire } from 'node:module';
import { lazy } from '../lazy/lazy.js';

// gray-matter (and its js-yaml 3) loads on the first front matter block (../lazy/lazy.ts).
const require = createRequire(import.meta.url);
const matter = lazy(() => require('gray-matter') as typeof import('gray-matter'));
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

/** gray-matter's delimiters, which Docusaurus keeps: `---` opens the block, `\n---` closes it. */
const OPEN = '---';
const CLOSE = '\n---';

/**
 * Whether a block may name `language` after its opening `---`: none, or one gray-matter reads
 * as YAML (`yaml`, `yml`, in any case) or JSON (`json`, as written). gray-matter also evaluates
 * `---js` / `---javascript` blocks as JavaScript; sitegraph refuses them: the compiler never
 * runs code from content.
 */
function supportedLanguage(language: string): boolean {
  const lower = language.toLowerCase();
  return language === '' || language === 'json' || lower === 'yaml' || lower === 'yml';
}

/** gray-matter's options: its JavaScript engine replaced by one that refuses (never reached: languages are checked first). */
const GRAY_MATTER_OPTIONS = {
  engines: {
    javascript: () => {
      throw new Error('JavaScript front matter is not evaluated');
    },
  },
};

/**
 * Splits a Markdown/MDX file into YAML front matter and body, as Docusaurus 3.7.0's
 * `parseFileContentFrontMatter` does (gray-matter 4 with its js-yaml 3 engine, body trimmed).
 *
 * The block is found here with gray-matter's rules (the file starts with `---` not followed by
 * another `-`, an optional language name ends that line, the block ends at the first `\n---`),
 * and gray-matter parses only that block. Given the whole file, gray-matter copied it into a
 * Buffer and looked the whole text up in its global cache: 1 s of the 3.1 s that reading
 * 50,000 docs' metadata took.
 *
 * @param text the whole file
 * @param file posix path relative to the site folder, used in errors
 * @throws CompileError `frontmatter/invalid-yaml` naming the file and the line of the YAML error;
 *   `frontmatter/not-an-object` when the front matter is YAML but not a mapping;
 *   `frontmatter/unsupported-language` when the opening line names a language other than YAML
 *   or JSON (`---js` would be evaluated by gray-matter and Docusaurus)
 */
export function parseFrontMatter(text: string, file: string): ParsedMarkdownFile {
  const block = frontMatterBlock(text);
  let data: unknown = {};
  let body = text;
  // gray-matter gives a block of blanks and `#` comments no data, whatever its language.
  if (block) {
    if (!block.empty) {
      if (!supportedLanguage(block.language)) {
        fail('frontmatter/unsupported-language', `Front matter in "${block.language}" is not supported: write it in YAML (\`---\`) or JSON (\`---json\`). sitegraph never runs code from content.`, { file, line: 1 });
      }
      data = parseBlock(text.slice(0, block.end), file);
    }
    // The body is what follows (gray-matter drops one line break there; the trim below does too).
    body = text.slice(block.end);
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    fail('frontmatter/not-an-object', 'Front matter must be a YAML mapping of keys to values.', { file, line: 2 });
  }
  const trimmed = body.trim();
  const leading = body.length - body.trimStart().length;
  const headerLength = text.length - body.length;
  const bodyLineOffset = countNewlines(text, 0, headerLength + leading);
  return { frontMatter: data as Record<string, unknown>, content: trimmed, bodyLineOffset, contentStart: headerLength + leading };
}

/**
 * Where gray-matter finds a leading front matter block in `text`: the language named on the
 * opening line (trimmed, `''` when none), whether the block holds only blanks and `#` comments
 * (`empty`: no data, and the language is not looked at), and the end of the closing delimiter,
 * where the body starts (`text.length` when the block is never closed: then the whole file is
 * front matter). Null when the file has no block.
 */
function frontMatterBlock(text: string): { language: string; empty: boolean; end: number } | null {
  if (!text.startsWith(OPEN) || text.charAt(OPEN.length) === OPEN.charAt(OPEN.length - 1)) return null;
  const rest = text.slice(OPEN.length);
  // gray-matter takes the text up to the first line break as the language (all but the last
  // character when there is none), and skips it only when it is more than blanks.
  const languageLine = rest.slice(0, rest.search(/\r?\n/));
  const language = languageLine.trim();
  const from = OPEN.length + (language ? languageLine.length : 0);
  const close = text.indexOf(CLOSE, from);
  const block = text.slice(from, close === -1 ? text.length : close);
  const empty = block.replace(/^\s*#[^\n]+/gm, '').trim() === '';
  return { language, empty, end: close === -1 ? text.length : close + CLOSE.length };
}

/** The data of the block that `header` (the file up to its closing delimiter) holds, parsed by gray-matter. */
function parseBlock(header: string, file: string): unknown {
  try {
    return matter()(header, GRAY_MATTER_OPTIONS).data;
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
}

/** Line feeds in `text` from `from` to `to`. */
function countNewlines(text: string, from: number, to: number): number {
  let n = 0;
  for (let i = from; i < to; i++) if (text.charCodeAt(i) === 10) n++;
  return n;
}
