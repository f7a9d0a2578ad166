/**
 * Markdown/MDX text → mdast, with the syntax Docusaurus 3.7.0 enables: MDX 3 (for the `mdx`
 * format), directives (`:::note`), GFM, and HTML comments (`mdx1Compat.comments`).
 *
 * Speed: each optional syntax extension is only loaded for a body that contains its trigger
 * characters (a table needs `|` or a `-:` delimiter, a directive `:` before a letter, an autolink literal `www.`,
 * `http(s)://` or `@domain.`, …). Without the trigger the extension cannot produce a node, so
 * the tree is the same as with every extension on, and most pages skip the costly ones.
 */
import { createRequire } from 'node:module';
import type { Root } from 'mdast';
import type { Extension as FromMarkdownExtension } from 'mdast-util-from-markdown';
import type { Construct, Extension, State } from 'micromark-util-types';
import { CompileError, errorDiagnostic } from '../diagnostics/index.js';
import { checkContainerDepth, type MAX_CONTAINER_DEPTH } from './container-depth.js';
import { commentSyntax } from './comment-syntax.js';
import type { MarkdownFormat } from './format.js';
import { lazy } from '../lazy/lazy.js';

// The parser and each syntax extension load on first use (../lazy/lazy.ts): importing the
// compiler loads none of them, and a site without tables never loads the table syntax.
const require = createRequire(import.meta.url);
const fromMarkdownPackage = lazy(() => require('mdast-util-from-markdown') as typeof import('mdast-util-from-markdown'));
const directivePackages = lazy(() => ({
  syntax: require('micromark-extension-directive') as typeof import('micromark-extension-directive'),
  mdast: require('mdast-util-directive') as typeof import('mdast-util-directive'),
}));
const autolinkPackages = lazy(() => ({
  syntax: require('micromark-extension-gfm-autolink-literal') as typeof import('micromark-extension-gfm-autolink-literal'),
  mdast: require('mdast-util-gfm-autolink-literal') as typeof import('mdast-util-gfm-autolink-literal'),
}));
const footnotePackages = lazy(() => ({
  syntax: require('micromark-extension-gfm-footnote') as typeof import('micromark-extension-gfm-footnote'),
  mdast: require('mdast-util-gfm-footnote') as typeof import('mdast-util-gfm-footnote'),
}));
const strikethroughPackages = lazy(() => ({
  syntax: require('micromark-extension-gfm-strikethrough') as typeof import('micromark-extension-gfm-strikethrough'),
  mdast: require('mdast-util-gfm-strikethrough') as typeof import('mdast-util-gfm-strikethrough'),
}));
const tablePackages = lazy(() => ({
  syntax: require('micromark-extension-gfm-table') as typeof import('micromark-extension-gfm-table'),
  mdast: require('mdast-util-gfm-table') as typeof import('mdast-util-gfm-table'),
}));
const taskListPackages = lazy(() => ({
  syntax: require('micromark-extension-gfm-task-list-item') as typeof import('micromark-extension-gfm-task-list-item'),
  mdast: require('mdast-util-gfm-task-list-item') as typeof import('mdast-util-gfm-task-list-item'),
}));
const mdxPackages = lazy(() => ({
  syntax: require('micromark-extension-mdxjs') as typeof import('micromark-extension-mdxjs'),
  mdast: require('mdast-util-mdx') as typeof import('mdast-util-mdx'),
}));

/** Parser options besides the format. */
export interface ParseOptions {
  /** Accept HTML comments in MDX and drop them (`markdown.mdx1Compat.comments`, default true). */
  comments: boolean;
  /**
   * Load every syntax extension whatever the text holds (default false: only those whose
   * trigger occurs). The result is the same either way; tests compare the two.
   */
  allExtensions?: boolean;
  /**
   * Syntax extensions of the site's remark plugins (what remark-math and the like register on
   * their processor), added after the built-in ones.
   */
  extensions?: { micromark: readonly Extension[]; fromMarkdown: readonly FromMarkdownExtension[] };
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
  { syntax: directiveWithAsciiNames, mdast: () => directivePackages().mdast.directiveFromMarkdown(), mayOccur: (t) => /:[A-Za-z]/.test(t) },
  { syntax: () => autolinkPackages().syntax.gfmAutolinkLiteral(), mdast: () => autolinkPackages().mdast.gfmAutolinkLiteralFromMarkdown(), mayOccur: (t) => /www\.|https?:\/\/|@[-\w]+\.[-\w]/i.test(t) },
  { syntax: () => footnotePackages().syntax.gfmFootnote(), mdast: () => footnotePackages().mdast.gfmFootnoteFromMarkdown(), mayOccur: (t) => t.includes('[^') },
  { syntax: () => strikethroughPackages().syntax.gfmStrikethrough(), mdast: () => strikethroughPackages().mdast.gfmStrikethroughFromMarkdown(), mayOccur: (t) => t.includes('~') },
  // A table needs a pipe, except a one-column table whose delimiter row has a colon (`a\n-:`).
  { syntax: () => tablePackages().syntax.gfmTable(), mdast: () => tablePackages().mdast.gfmTableFromMarkdown(), mayOccur: (t) => t.includes('|') || /^[\t >]*(?::-+:?|-+:)[\t ]*$/m.test(t) },
  { syntax: () => taskListPackages().syntax.gfmTaskListItem(), mdast: () => taskListPackages().mdast.gfmTaskListItemFromMarkdown(), mayOccur: (t) => /\[[\t xX]\]/.test(t) },
];

const COMMENT_FEATURE = FEATURES.length;

/**
 * The directive syntax with names that start with an ASCII letter, as in
 * `micromark-extension-directive` 3 (used by Docusaurus 3.7.0 through `remark-directive` 3);
 * version 4, installed here, also starts names with digits and other characters, so `12:30`
 * would hold a directive `:30`.
 */
function directiveWithAsciiNames(): Extension {
  const extension = directivePackages().syntax.directive();
  const wrapRecord = (record: Extension['text']) => {
    if (!record) return record;
    const out: NonNullable<Extension['text']> = {};
    for (const [code, constructs] of Object.entries(record)) {
      out[code as unknown as number] = Array.isArray(constructs) ? constructs.map(asciiNameStart) : asciiNameStart(constructs as Construct);
    }
    return out;
  };
  return { ...extension, text: wrapRecord(extension.text), flow: wrapRecord(extension.flow) };
}

/** Fails a directive construct when the first character after its colons is not an ASCII letter. */
function asciiNameStart(construct: Construct): Construct {
  const tokenize = construct.tokenize;
  return {
    ...construct,
    tokenize(effects, ok, nok) {
      // Guard only the construct's own colons and first name character: once it has
      // succeeded or failed, the states belong to the caller.
      let settled = false;
      const inner = tokenize.call(
        this,
        effects,
        (code) => {
          settled = true;
          return ok(code);
        },
        (code) => {
          settled = true;
          return nok(code);
        },
      );
      const guard = (state: State): State => (code) => {
        if (settled) return state(code);
        if (code === 58) {
          const next = state(code);
          return next && !settled ? guard(next) : next;
        }
        settled = true;
        const letter = code !== null && ((code >= 65 && code <= 90) || (code >= 97 && code <= 122));
        return letter ? state(code) : nok(code);
      };
      return guard(inner);
    },
  };
}

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
      extensions.push(mdxPackages().syntax.mdxjs());
      mdastExtensions.push(mdxPackages().mdast.mdxFromMarkdown());
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
  if (options.allExtensions) return options.comments ? (1 << (COMMENT_FEATURE + 1)) - 1 : (1 << COMMENT_FEATURE) - 1;
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
 *   the text is not valid MDX 3 (the files Docusaurus 3.7.0 fails to compile);
 *   `markdown/too-deeply-nested` with the line when a line opens more block quotes and list
 *   items than {@link MAX_CONTAINER_DEPTH}.
 */
export function parseMarkdown(text: string, format: MarkdownFormat, file: string, options: ParseOptions): Root {
  checkContainerDepth(text, file);
  const builtIn = configuration(format, featuresOf(text, options));
  const extra = options.extensions;
  const configured = extra && (extra.micromark.length > 0 || extra.fromMarkdown.length > 0)
    ? { extensions: [...builtIn.extensions, ...extra.micromark], mdastExtensions: [...builtIn.mdastExtensions, ...extra.fromMarkdown] }
    : builtIn;
  try {
    return fromMarkdownPackage().fromMarkdown(text, configured);
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
  // Some errors (a JSX tag left open at the end of the file) carry their place only in the
  // reason, as `(line:column-line:column)`.
  const inReason = /\((\d+):(\d+)(?:-\d+:\d+)?\)/.exec(reason);
  const line = e.line ?? start?.line ?? (inReason ? Number(inReason[1]) : undefined);
  const column = e.column ?? start?.column ?? (inReason ? Number(inReason[2]) : undefined);
  return new CompileError([
    errorDiagnostic('markdown/invalid-mdx', `MDX compilation failed: ${reason}`, {
      file,
      line: line ?? undefined,
      column: column ?? undefined,
    }),
  ]);
}
