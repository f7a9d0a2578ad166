/**
 * Markdown/MDX text → mdast, with the syntax Docusaurus 3.7.0 enables: MDX 3 (for the `mdx`
 * format), directives (`:::note`), GFM, and HTML comments (`mdx1Compat.comments`).
 */
import type { Root } from 'mdast';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { CompileError, errorDiagnostic } from '../diagnostics/index.js';
import { remarkCommentCompat } from './comment-syntax.js';
import type { MarkdownFormat } from './format.js';

/** Parser options besides the format. */
export interface ParseOptions {
  /** Accept HTML comments in MDX and drop them (`markdown.mdx1Compat.comments`, default true). */
  comments: boolean;
}

type Parser = (text: string) => Root;

const parsers = new Map<string, Parser>();

/** Builds (once per option set, on first use) the unified parser for a format. */
function parserFor(format: MarkdownFormat, options: ParseOptions): Parser {
  const key = `${format}:${options.comments ? 1 : 0}`;
  let parser = parsers.get(key);
  if (!parser) {
    // Same extension order as Docusaurus: MDX first (added by @mdx-js/mdx), then
    // directive, GFM and comments (its remark plugins). Later extensions win on a shared
    // start character, so comments are tried before JSX on `<`.
    const processor = unified().use(remarkParse);
    if (format === 'mdx') processor.use(remarkMdx);
    processor.use(remarkDirective).use(remarkGfm);
    if (options.comments) processor.use(remarkCommentCompat);
    const frozen = processor.freeze();
    parser = (text) => frozen.parse(text) as Root;
    parsers.set(key, parser);
  }
  return parser;
}

/**
 * Parses a Markdown body. Positions in the tree are positions in `text`.
 *
 * @param text the (preprocessed) body, padded so that its lines are the file's lines
 * @param file site-relative path, for errors
 * @throws CompileError `markdown/invalid-mdx` with the parser's reason, line and column when
 *   the text is not valid MDX 3 (the files Docusaurus 3.7.0 fails to compile).
 */
export function parseMarkdown(text: string, format: MarkdownFormat, file: string, options: ParseOptions): Root {
  try {
    return parserFor(format, options)(text);
  } catch (error) {
    throw toCompileError(error, file);
  }
}

interface ParserError {
  reason?: string;
  message?: string;
  line?: number | null;
  column?: number | null;
  place?: { line?: number; column?: number; start?: { line?: number; column?: number } } | null;
}

function toCompileError(error: unknown, file: string): CompileError {
  const e = (error ?? {}) as ParserError;
  const reason = e.reason ?? e.message ?? String(error);
  const start = e.place && 'start' in e.place && e.place.start ? e.place.start : (e.place ?? undefined);
  const line = e.line ?? start?.line ?? undefined;
  const column = e.column ?? start?.column ?? undefined;
  return new CompileError([
    errorDiagnostic('markdown/invalid-mdx', `MDX compilation failed: ${reason}`, {
      file,
      line: line ?? undefined,
      column: column ?? undefined,
    }),
  ]);
}
