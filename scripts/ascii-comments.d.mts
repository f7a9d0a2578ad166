/** Types of ascii-comments.mjs (see its docstring): `code` with its comments' non-ASCII characters replaced by `?`. */
export function asciiComments(code: string): string;
