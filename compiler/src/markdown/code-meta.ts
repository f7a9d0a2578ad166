/**
 * Code block options read from the info string, as the Docusaurus 3.7.0 theme reads them
 * (`codeBlockUtils.ts`): `title="…"` (or `'…'`), `showLineNumbers` / `showLineNumbers=N`, and
 * highlighted lines `{1,3-5}`; plus the magic comments (`// highlight-next-line`,
 * `// highlight-start` … `// highlight-end`) that mark lines and are removed from the code.
 */

/** One kind of magic comment (theme `prism.magicComments` entry). */
export interface MagicCommentConfig {
  /** Class added to the marked lines. */
  className: string;
  /** Comment text marking the next line. */
  line?: string;
  /** Comment texts opening and closing a marked block. */
  block?: { start: string; end: string };
}

/** The theme's default magic comments (Docusaurus 3.7.0). */
export const DEFAULT_MAGIC_COMMENTS: readonly MagicCommentConfig[] = [
  { className: 'theme-code-block-highlighted-line', line: 'highlight-next-line', block: { start: 'highlight-start', end: 'highlight-end' } },
];

/** `title="…"` of a metastring, or `''`. */
export function codeBlockTitle(meta: string | null | undefined): string {
  return meta?.match(/title=(["'])(.*?)\1/)?.[2] ?? '';
}

/** First line number when `showLineNumbers` (or `showLineNumbers=N`) is in the metastring. */
export function lineNumbersStart(meta: string | null | undefined): number | undefined {
  const option = meta?.split(' ').find((word) => word.startsWith('showLineNumbers'));
  if (!option) return undefined;
  if (option.startsWith('showLineNumbers=')) {
    const n = parseInt(option.slice('showLineNumbers='.length), 10);
    return Number.isNaN(n) ? undefined : n;
  }
  return 1;
}

/** The code of a block with magic comments removed, and the classes of each 0-based line. */
export interface ParsedCodeLines {
  code: string;
  lineClassNames: Record<number, string[]>;
}

/**
 * Numbers of a range list as `parse-numeric-range` reads the `[\d,-]+` ranges Docusaurus
 * accepts: `1,3-5` → 1, 3, 4, 5 (a descending `5-3` counts down).
 */
export function parseRange(range: string): number[] {
  const out: number[] = [];
  for (const part of range.split(',')) {
    const m = /^(-?\d+)(?:-(-?\d+))?$/.exec(part.trim());
    if (!m) continue;
    const from = parseInt(m[1]!, 10);
    if (m[2] === undefined) {
      out.push(from);
      continue;
    }
    const to = parseInt(m[2], 10);
    if (from <= to) for (let n = from; n <= to; n++) out.push(n);
    else for (let n = from; n >= to; n--) out.push(n);
  }
  return out;
}

const COMMENT_SYNTAX = {
  js: ['\\/\\/', ''],
  jsBlock: ['\\/\\*', '\\*\\/'],
  jsx: ['\\{\\s*\\/\\*', '\\*\\/\\s*\\}'],
  bash: ['#', ''],
  html: ['<!--', '-->'],
  lua: ['--', ''],
  wasm: ['\\;\\;', ''],
  tex: ['%', ''],
  vb: ["['‘’]", ''],
  vbnet: ["(?:_\\s*)?['‘’]", ''],
  rem: ['[Rr][Ee][Mm]\\b', ''],
  f90: ['!', ''],
  ml: ['\\(\\*', '\\*\\)'],
  cobol: ['\\*>', ''],
} as const;

type CommentSyntax = keyof typeof COMMENT_SYNTAX;

const POPULAR: readonly CommentSyntax[] = ['js', 'jsBlock', 'jsx', 'bash', 'html'];

/** The comment styles a language's magic comments may use (the theme's table). */
function commentSyntaxes(language: string): readonly CommentSyntax[] {
  switch (language) {
    case 'js':
    case 'javascript':
    case 'ts':
    case 'typescript':
      return ['js', 'jsBlock'];
    case 'jsx':
    case 'tsx':
      return ['js', 'jsBlock', 'jsx'];
    case 'html':
      return ['js', 'jsBlock', 'html'];
    case 'python':
    case 'py':
    case 'bash':
      return ['bash'];
    case 'markdown':
    case 'md':
      return ['html', 'jsx', 'bash'];
    case 'tex':
    case 'latex':
    case 'matlab':
      return ['tex'];
    case 'lua':
    case 'haskell':
      return ['lua'];
    case 'sql':
      return ['lua', 'jsBlock'];
    case 'wasm':
      return ['wasm'];
    case 'vb':
    case 'vba':
    case 'visual-basic':
      return ['vb', 'rem'];
    case 'vbnet':
      return ['vbnet', 'rem'];
    case 'batch':
      return ['rem'];
    case 'basic':
      return ['rem', 'f90'];
    case 'fsharp':
      return ['js', 'ml'];
    case 'ocaml':
    case 'sml':
      return ['ml'];
    case 'fortran':
      return ['f90'];
    case 'cobol':
      return ['cobol'];
    default:
      return POPULAR;
  }
}

const directiveRegexCache = new Map<string, RegExp>();

function directiveRegex(language: string, magicComments: readonly MagicCommentConfig[]): RegExp {
  const key = `${language}\u0000${JSON.stringify(magicComments)}`;
  let re = directiveRegexCache.get(key);
  if (!re) {
    const words = magicComments.flatMap((d) => [d.line, d.block?.start, d.block?.end].filter((w): w is string => Boolean(w))).join('|');
    const alternatives = commentSyntaxes(language)
      .map((s) => `(?:${COMMENT_SYNTAX[s][0]}\\s*(${words})\\s*${COMMENT_SYNTAX[s][1]})`)
      .join('|');
    re = new RegExp(`^\\s*(?:${alternatives})\\s*$`);
    directiveRegexCache.set(key, re);
  }
  return re;
}

/**
 * Marks the highlighted lines of a code block, as the theme's `parseLines` does: a `{…}` range
 * in the metastring wins (code untouched, lines get the first magic comment's class);
 * otherwise, when the block has a language, magic comment lines are removed and the lines
 * they point at get their class.
 *
 * @param content the code (a trailing newline is dropped)
 */
export function parseCodeLines(
  content: string,
  meta: string | null | undefined,
  language: string | undefined,
  magicComments: readonly MagicCommentConfig[] = DEFAULT_MAGIC_COMMENTS,
): ParsedCodeLines {
  const code = content.replace(/\n$/, '');
  const lineClassNames: Record<number, string[]> = {};
  const range = meta ? /\{([\d,-]+)\}/.exec(meta) : null;
  if (range && magicComments.length > 0) {
    const className = magicComments[0]!.className;
    for (const n of parseRange(range[1]!)) if (n > 0) lineClassNames[n - 1] = [className];
    return { code, lineClassNames };
  }
  if (language === undefined || magicComments.length === 0 || !code.includes('highlight') && !hasCustomWords(magicComments)) {
    return { code, lineClassNames };
  }
  const re = directiveRegex(language, magicComments);
  const lines = code.split('\n');
  const blocks: Record<string, { start: number; range: string }> = Object.create(null);
  for (const d of magicComments) blocks[d.className] = { start: 0, range: '' };
  const byLine: Record<string, string> = Object.create(null);
  const byStart: Record<string, string> = Object.create(null);
  const byEnd: Record<string, string> = Object.create(null);
  for (const d of magicComments) {
    if (d.line) byLine[d.line] = d.className;
    if (d.block) {
      byStart[d.block.start] = d.className;
      byEnd[d.block.end] = d.className;
    }
  }
  for (let lineNumber = 0; lineNumber < lines.length; ) {
    const match = re.exec(lines[lineNumber]!);
    if (!match) {
      lineNumber += 1;
      continue;
    }
    const directive = match.slice(1).find((item) => item !== undefined)!;
    if (byLine[directive]) blocks[byLine[directive]]!.range += `${lineNumber},`;
    else if (byStart[directive]) blocks[byStart[directive]]!.start = lineNumber;
    else if (byEnd[directive]) {
      const block = blocks[byEnd[directive]]!;
      block.range += `${block.start}-${lineNumber - 1},`;
    }
    lines.splice(lineNumber, 1);
  }
  for (const [className, { range: r }] of Object.entries(blocks)) {
    for (const n of parseRange(r)) (lineClassNames[n] ??= []).push(className);
  }
  return { code: lines.join('\n'), lineClassNames };
}

function hasCustomWords(magicComments: readonly MagicCommentConfig[]): boolean {
  return magicComments !== DEFAULT_MAGIC_COMMENTS;
}
