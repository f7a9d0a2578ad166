/**
 * The default description of a doc, blog post or page: the first "contentful" line of its body,
 * cleaned of Markdown syntax with the line-based rules of Docusaurus 3.7.0's `createExcerpt`
 * (`@docusaurus/utils`). These rules are textual, not a Markdown parse, and their odd results
 * are part of the contract (e.g. `# Title {#id}` as a non-first line leaves `id}`; `00:01:12`
 * loses `:01:` as if it were an emoji short code).
 */

/** A setext h1 at the very start: the title line and the `=` run under it are dropped. */
const LEADING_SETEXT_TITLE = /^[^\r\n]*\r?\n[=]+/g;
/** `import`/`export` statements: skipped until the next blank line. */
const ESM_LINE = /^(?:import|export)\s.*/;
/** A code fence line and its backtick run. */
const FENCE = /^`+/;

/**
 * Rewrites applied in order to the first candidate line, as `[pattern, replacement]`.
 * Each pattern is one textual rule of Docusaurus's excerpt; together they strip most inline
 * Markdown while keeping the visible text.
 */
const LINE_CLEANERS: ReadonlyArray<readonly [RegExp, string]> = [
  [/<[^>]*>/g, ''], // HTML / JSX tags
  [/^#[^#]+#?/gm, ''], // an h1 line disappears entirely
  [/^#{1,6}\s*([^#]*?)\s*#{0,6}/gm, '$1'], // h2-h6 markers
  [/([*_]{1,3})(.*?)\1/g, '$2'], // emphasis and strong
  [/~~(\S.*\S)~~/g, '$1'], // strikethrough
  [/!\[(.*?)\][[(].*?[\])]/g, '$1'], // images keep their alt text
  [/\[\^.+?\](?:: .*$)?/g, ''], // footnote references and definitions
  [/\[(.*?)\][[(].*?[\])]/g, '$1'], // links keep their text
  [/`(.+?)`/g, '$1'], // inline code keeps its text
  [/^\s{0,3}>\s?/g, ''], // blockquote marker
  [/:::.*/, ''], // admonition fence and its title
  [/\s?:(?:::|[^:\n])+:/g, ''], // emoji short codes (and anything looking like one)
  [/\{#*[\w-]+\}/, ''], // a heading id
];

/**
 * Computes the excerpt of a Markdown body: skips blank lines, `import`/`export` blocks, fenced
 * code (a longer-or-equal fence closes), a leading setext h1, and returns the first line that is
 * not empty once cleaned, trimmed.
 *
 * @param body the file content after the front matter
 * @returns the cleaned first contentful line, or undefined when there is none
 */
export function createExcerpt(body: string): string | undefined {
  let inCode = false;
  let inEsm = false;
  let openingFence = '';

  for (const line of lines(body.trimStart().replace(LEADING_SETEXT_TITLE, ''))) {
    const trimmed = line.trim();
    if (!trimmed) {
      inEsm = false;
      continue;
    }
    if (!inCode && (inEsm || ESM_LINE.test(line))) {
      inEsm = true;
      continue;
    }
    if (trimmed.startsWith('```')) {
      const fence = FENCE.exec(trimmed)?.[0] ?? '```';
      if (!inCode) {
        inCode = true;
        openingFence = fence;
      } else if (fence.length >= openingFence.length) {
        inCode = false;
      }
      continue;
    }
    if (inCode) continue;

    const cleaned = LINE_CLEANERS.reduce((text, [pattern, replacement]) => text.replace(pattern, replacement), line).trim();
    if (cleaned) return cleaned;
  }
  return undefined;
}

/** The lines of `text` (split on `\n` or `\r\n`), produced lazily: excerpts usually stop early. */
function* lines(text: string): Generator<string> {
  let start = 0;
  while (start <= text.length) {
    const end = text.indexOf('\n', start);
    const stop = end === -1 ? text.length : end;
    yield text.slice(start, stop > start && text.charCodeAt(stop - 1) === 13 ? stop - 1 : stop);
    if (end === -1) return;
    start = end + 1;
  }
}
