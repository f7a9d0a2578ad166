/**
 * A substring of a file's text, stored as its `[start, end)` offsets when it is one (so a
 * memoised body does not store the file a second time), else as the string itself.
 */
export type TextRef = readonly [start: number, end: number] | string;

/**
 * The {@link TextRef} of `part` in `text`: offsets when `part` occurs in `text` at `hint`
 * (or, failing that, at its first occurrence), else `part` itself.
 *
 * @param hint where `part` is expected to start (a cheap exact check before searching)
 */
export function textRef(text: string, part: string, hint = -1): TextRef {
  if (hint >= 0 && text.startsWith(part, hint)) return [hint, hint + part.length];
  const at = text.indexOf(part);
  return at >= 0 ? [at, at + part.length] : part;
}

/**
 * The {@link TextRef} of the `length` characters of a file's text from `start`, for a part known
 * to be there (`parseFrontMatter`'s body is at its `contentStart`): no comparison, which cost
 * 0.46 s at 50,000 docs when {@link textRef} checked each doc's whole body against its file.
 */
export function rangeRef(start: number, length: number): TextRef {
  return [start, start + length];
}

/** The string a {@link TextRef} made from `text` stands for. */
export function fromTextRef(text: string, ref: TextRef): string {
  return typeof ref === 'string' ? ref : text.slice(ref[0], ref[1]);
}
