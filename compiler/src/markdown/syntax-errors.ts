import type { SiteConfig } from '../config/index.js';
import { CompileError, type Diagnostic } from '../diagnostics/index.js';
import { parseFrontMatter } from '../frontmatter/parse-front-matter.js';
import { compileMarkdown } from './compile-markdown.js';
import { frontMatterFormat, markdownFormat } from './format.js';

/** Error codes of a body that cannot be compiled whatever the rest of the site holds. */
const SYNTAX_CODES = new Set(['markdown/invalid-mdx', 'markdown/too-deeply-nested']);

/**
 * The syntax errors of one Markdown/MDX content file — invalid MDX, nesting too deep — found by
 * compiling its body alone (links unresolved, nothing kept). A build that stops at front-matter
 * or other plugin errors calls this for the files those errors do not name, so that one run
 * reports every error of the site (issue #13 item 10). A file whose front matter does not parse
 * gives none: its front-matter error is already reported.
 *
 * @param text the whole file
 * @param file posix path relative to the site folder
 * @param markdown the site config's `markdown` options (format, MDX 1 compatibility, sanitize)
 * @returns the file's syntax errors, in the order found (none when it compiles)
 */
export function markdownSyntaxErrors(text: string, file: string, markdown: SiteConfig['markdown']): Diagnostic[] {
  let parsed: ReturnType<typeof parseFrontMatter>;
  try {
    parsed = parseFrontMatter(text, file);
  } catch {
    return [];
  }
  try {
    compileMarkdown({
      body: parsed.content,
      bodyLineOffset: parsed.bodyLineOffset,
      file,
      format: markdownFormat(file, markdown.format, frontMatterFormat(parsed.frontMatter)),
      mdx1Compat: markdown.mdx1Compat,
      truncateMarker: null,
      resolveMarkdownLink: () => null,
    });
    return [];
  } catch (error) {
    if (!(error instanceof CompileError)) throw error;
    return error.diagnostics.filter((d) => SYNTAX_CODES.has(d.code));
  }
}
