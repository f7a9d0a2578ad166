import { CompileError, errorDiagnostic } from '../diagnostics/index.js';

/**
 * The most block quotes and list items one line may open inside one another. The parser's time
 * grows with the square of that depth (20,000 `- ` on one line, 40 kB, took micromark over a
 * minute before the stack gave out), and where the stack gives out depends on the thread: a
 * worker's is 4 MB, the main thread's about 1 MB (lists failed at about 1,000 levels there).
 * A fixed limit, far below both, makes the outcome the same in every thread and the error
 * immediate. No real document comes near it.
 */
export const MAX_CONTAINER_DEPTH = 500;

/** A fenced code block's opening or closing fence (CommonMark: three or more backticks or tildes). */
const FENCE = /^(`{3,}|~{3,})/;

/**
 * Checks the container nesting of a Markdown body before it is parsed (issue #37): a line whose
 * prefix opens more than {@link MAX_CONTAINER_DEPTH} block quotes (`>`) and list items (`-`,
 * `*`, `+`, `1.`, `1)` followed by a space) is an error naming its line. Lines of fenced code
 * blocks are literal and not counted, nor are thematic breaks (`- - -`).
 *
 * Cost: one pass over the line breaks; only lines longer than the limit are examined, since
 * every marker takes at least one character.
 *
 * @param text the body padded so that its lines are the file's lines (as `parseMarkdown` takes it)
 * @param file site-relative path, for the error
 * @throws CompileError `markdown/too-deeply-nested` with the file and the 1-based line
 */
export function checkContainerDepth(text: string, file: string): void {
  // Without fences, only lines long enough to hold more markers than the limit are examined.
  const mayHaveFences = text.includes('```') || text.includes('~~~');
  let fence: string | null = null;
  let line = 1;
  for (let start = 0; ; line++) {
    const newline = text.indexOf('\n', start);
    const end = newline === -1 ? text.length : newline;
    if (mayHaveFences || end - start > MAX_CONTAINER_DEPTH) {
      const { depth, rest } = containerPrefix(text, start, end);
      const marker = mayHaveFences ? FENCE.exec(rest)?.[1] : undefined;
      if (fence === null && marker !== undefined) fence = marker;
      else if (fence !== null) {
        if (marker !== undefined && marker[0] === fence[0] && marker.length >= fence.length && rest.slice(marker.length).trim() === '') fence = null;
      } else if (depth > MAX_CONTAINER_DEPTH && !isThematicBreak(rest, text, start, end)) throw depthError(file, line, depth);
    }
    if (newline === -1) return;
    start = newline + 1;
  }
}

/**
 * The containers a line's prefix opens and the text after them. Each container may be indented
 * by up to three spaces or tabs (four or more start indented code, which is literal).
 */
function containerPrefix(text: string, start: number, end: number): { depth: number; rest: string } {
  let depth = 0;
  let i = start;
  for (;;) {
    let j = i;
    while (j < end && j - i < 3 && (text[j] === ' ' || text[j] === '\t')) j++;
    const c = text[j];
    if (c === '>') {
      i = j + 1;
    } else if ((c === '-' || c === '*' || c === '+') && isSpace(text[j + 1])) {
      i = j + 2;
    } else {
      let k = j;
      while (k < end && k - j < 9 && text[k]! >= '0' && text[k]! <= '9') k++;
      if (k === j || (text[k] !== '.' && text[k] !== ')') || !isSpace(text[k + 1])) break;
      i = k + 2;
    }
    depth++;
  }
  return { depth, rest: text.slice(i, end).trimStart() };
}

function isSpace(c: string | undefined): boolean {
  return c === ' ' || c === '\t';
}

/** Whether the line is a thematic break (`- - -`, `* * *`), which opens no list. */
function isThematicBreak(rest: string, text: string, start: number, end: number): boolean {
  const line = text.slice(start, end).trim();
  return rest.length <= 1 && /^([-*_])(?:[ \t]*\1){2,}[ \t]*$/.test(line);
}

function depthError(file: string, line: number, depth: number): CompileError {
  return new CompileError([
    errorDiagnostic(
      'markdown/too-deeply-nested',
      `This line opens ${depth} block quotes and list items inside one another; at most ${MAX_CONTAINER_DEPTH} compile. Flatten it.`,
      { file, line },
    ),
  ]);
}
