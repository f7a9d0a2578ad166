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

/**
 * Checks the container nesting of a Markdown body before it is parsed (issue #37): a line whose
 * prefix opens more than {@link MAX_CONTAINER_DEPTH} block quotes (`>`) and list items (`-`,
 * `*`, `+`, `1.`, `1)` followed by a space) is an error naming its line. Lines of fenced code
 * blocks are literal and not counted, nor are thematic breaks (`- - -`).
 *
 * Cost: one pass over the line breaks, allocating nothing for a line that passes. A text without
 * fences has only its lines longer than the limit examined (every marker takes a character);
 * one with fences has every line's prefix read, to follow the fences.
 *
 * @param text the body padded so that its lines are the file's lines (as `parseMarkdown` takes it)
 * @param file site-relative path, for the error
 * @throws CompileError `markdown/too-deeply-nested` with the file and the 1-based line
 */
export function checkContainerDepth(text: string, file: string): void {
  const mayHaveFences = text.includes('```') || text.includes('~~~');
  // The open fence's character and length, or 0 outside fenced code.
  let fenceChar = '';
  let fenceLength = 0;
  let line = 1;
  for (let start = 0; ; line++) {
    const newline = text.indexOf('\n', start);
    const lineEnd = newline === -1 ? text.length : newline;
    const end = text[lineEnd - 1] === '\r' ? lineEnd - 1 : lineEnd;
    if (mayHaveFences || end - start > MAX_CONTAINER_DEPTH) {
      const { depth, rest } = containerPrefix(text, start, end);
      const markerLength = mayHaveFences ? fenceRun(text, rest, end) : 0;
      if (fenceLength === 0 && markerLength > 0) {
        fenceChar = text[rest]!;
        fenceLength = markerLength;
      } else if (fenceLength > 0) {
        if (markerLength >= fenceLength && text[rest] === fenceChar && isBlank(text, rest + markerLength, end)) fenceLength = 0;
      } else if (depth > MAX_CONTAINER_DEPTH && !isThematicBreak(text, start, end, rest)) {
        throw depthError(file, line, depth);
      }
    }
    if (newline === -1) return;
    start = newline + 1;
  }
}

/**
 * The containers a line's prefix opens, and where the text after them starts (its leading
 * spaces skipped). Each container may be indented by up to three spaces or tabs (four or more
 * start indented code, which is literal).
 */
function containerPrefix(text: string, start: number, end: number): { depth: number; rest: number } {
  let depth = 0;
  let i = start;
  for (;;) {
    let j = i;
    while (j < end && j - i < 3 && isSpace(text[j])) j++;
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
  while (i < end && isSpace(text[i])) i++;
  return { depth, rest: i };
}

/** The length of the fence (three or more backticks or tildes) at `at`, or 0. */
function fenceRun(text: string, at: number, end: number): number {
  const c = text[at];
  if (c !== '`' && c !== '~') return 0;
  let k = at;
  while (k < end && text[k] === c) k++;
  return k - at >= 3 ? k - at : 0;
}

function isBlank(text: string, from: number, end: number): boolean {
  for (let k = from; k < end; k++) if (!isSpace(text[k])) return false;
  return true;
}

function isSpace(c: string | undefined): boolean {
  return c === ' ' || c === '\t';
}

/** Whether the line is a thematic break (`- - -`, `* * *`), which opens no list. */
function isThematicBreak(text: string, start: number, end: number, rest: number): boolean {
  return end - rest <= 1 && /^([-*_])(?:[ \t]*\1){2,}[ \t]*$/.test(text.slice(start, end).trim());
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
