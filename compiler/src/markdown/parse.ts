/**
 * Markdown/MDX text → mdast, with the syntax Docusaurus 3.7.0 enables: MDX 3 (for the `mdx`
 * format), directives (`:::note`), GFM, and HTML comments (`mdx1Compat.comments`).
 *
 * Speed: each optional syntax extension is only loaded for a body that contains its trigger
 * characters (a table needs `|`, a directive `:` before a letter, an autolink literal `www.`,
 * `http(s)://` or `@domain.`, …). Without the trigger the extension cannot produce a node, so
 * the tree is the same as with every extension on, and most pages skip the costly ones.
 */
import type { Root } from 'mdast';
import { directiveFromMarkdown } from 'mdast-util-directive';
import { fromMarkdown, type Extension as FromMarkdownExtension } from 'mdast-util-from-markdown';
import { gfmAutolinkLiteralFromMarkdown } from 'mdast-util-gfm-autolink-literal';
import { gfmFootnoteFromMarkdown } from 'mdast-util-gfm-footnote';
import { gfmStrikethroughFromMarkdown } from 'mdast-util-gfm-strikethrough';
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table';
import { gfmTaskListItemFromMarkdown } from 'mdast-util-gfm-task-list-item';
import { mdxFromMarkdown } from 'mdast-util-mdx';
import { directive } from 'micromark-extension-directive';
import { gfmAutolinkLiteral } from 'micromark-extension-gfm-autolink-literal';
import { gfmFootnote } from 'micromark-extension-gfm-footnote';
import { gfmStrikethrough } from 'micromark-extension-gfm-strikethrough';
import { gfmTable } from 'micromark-extension-gfm-table';
import { gfmTaskListItem } from 'micromark-extension-gfm-task-list-item';
import { mdxjs } from 'micromark-extension-mdxjs';
import type { Extension } from 'micromark-util-types';
import { CompileError, errorDiagnostic } from '../diagnostics/index.js';
import { commentSyntax } from './comment-syntax.js';
import type { MarkdownFormat } from './format.js';

/** Parser options besides the format. */
export interface ParseOptions {
  /** Accept HTML comments in MDX and drop them (`markdown.mdx1Compat.comments`, default true). */
  comments: boolean;
}

/**
 * Optional syntaxes, in Docusaurus's order (MDX first — added by `@mdx-js/mdx` — then the
 * remark plugins: directive, GFM, comments; later extensions win on a shared character), each
 * with the test telling whether a body may use it.
 */
interface Feature {
  syntax: () => Extension;
  mdast: () => FromMarkdownExtension | FromMarkdownExtension[];
  mayOccur: (text: string) => boolean;
}

const FEATURES: readonly Feature[] = [
  { syntax: directive, mdast: directiveFromMarkdown, mayOccur: (t) => /:[A-Za-z]/.test(t) },
  { syntax: gfmAutolinkLiteral, mdast: gfmAutolinkLiteralFromMarkdown, mayOccur: (t) => /www\.|https?:\/\/|@[-\w]+\.[-\w]/i.test(t) },
  { syntax: gfmFootnote, mdast: gfmFootnoteFromMarkdown, mayOccur: (t) => t.includes('[^') },
  { syntax: () => gfmStrikethrough(), mdast: gfmStrikethroughFromMarkdown, mayOccur: (t) => t.includes('~') },
  { syntax: gfmTable, mdast: gfmTableFromMarkdown, mayOccur: (t) => t.includes('|') },
  { syntax: gfmTaskListItem, mdast: gfmTaskListItemFromMarkdown, mayOccur: (t) => /\[[\t xX]\]/.test(t) },
];

const COMMENT_FEATURE = FEATURES.length;

interface Configured {
  extensions: Extension[];
  mdastExtensions: Array<FromMarkdownExtension | FromMarkdownExtension[]>;
}

const configurations = new Map<number, Configured>();

/** The extension lists for a format and a set of features (built once, on first use). */
function configuration(format: MarkdownFormat, features: number): Configured {
  const key = (features << 1) | (format === 'mdx' ? 1 : 0);
  let configured = configurations.get(key);
  if (!configured) {
    const extensions: Extension[] = [];
    const mdastExtensions: Configured["mdastExtensions"] = [];
    if (format === 'mdx') {
      extensions.push(mdxjs());
      mdastExtensions.push(mdxFromMarkdown());
    }
    FEATURES.forEach((feature, index) => {
      if (features & (1 << index)) {
        extensions.push(feature.syntax());
        mdastExtensions.push(feature.mdast());
      }
    });
    if (features & (1 << COMMENT_FEATURE)) extensions.push(commentSyntax());
    configured = { extensions, mdastExtensions };
    configurations.set(key, configured);
  }
  return configured;
}

/** Bit set of the features whose trigger occurs in `text`. */
function featuresOf(text: string, options: ParseOptions): number {
  let features = 0;
  FEATURES.forEach((feature, index) => {
    if (feature.mayOccur(text)) features |= 1 << index;
  });
  if (options.comments && text.includes('<!--')) features |= 1 << COMMENT_FEATURE;
  return features;
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
  const configured = configuration(format, featuresOf(text, options));
  try {
    return fromMarkdown(text, configured);
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
