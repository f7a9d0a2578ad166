/**
 * Lines of values inside a JSON text, so errors about a sidebars item can name the line it is
 * written on (JSON.parse gives no positions).
 */

/**
 * 1-based line where the value at `path` starts in a JSON text; when the path goes deeper than
 * the text (a missing key), the line of the deepest value that exists. Undefined when the text
 * is not valid JSON.
 *
 * `locateJsonPath('{\n "a": [1,\n 2]}', ['a', 1])` → 3.
 */
export function locateJsonPath(text: string, path: readonly (string | number)[]): number | undefined {
  let pos = 0;
  let line = 1;
  let found: number | undefined;

  const fail = (): never => {
    throw new SyntaxError('invalid JSON');
  };
  const skipWhitespace = (): void => {
    while (pos < text.length) {
      const c = text[pos]!;
      if (c === '\n') line++;
      else if (c !== ' ' && c !== '\t' && c !== '\r') break;
      pos++;
    }
  };
  const readString = (): string => {
    if (text[pos] !== '"') fail();
    const start = pos;
    pos++;
    while (pos < text.length && text[pos] !== '"') {
      if (text[pos] === '\\') pos++;
      else if (text[pos] === '\n') fail();
      pos++;
    }
    if (pos >= text.length) fail();
    pos++;
    return JSON.parse(text.slice(start, pos)) as string;
  };
  /** Parses one value; `depth` = how many path parts matched so far (-1 once off the path). */
  const readValue = (depth: number): void => {
    skipWhitespace();
    if (depth === path.length) found = line;
    const c = text[pos];
    if (c === '{') {
      if (depth >= 0 && depth < path.length) found = line;
      pos++;
      skipWhitespace();
      if (text[pos] === '}') {
        pos++;
        return;
      }
      for (;;) {
        skipWhitespace();
        const key = readString();
        skipWhitespace();
        if (text[pos] !== ':') fail();
        pos++;
        readValue(depth >= 0 && depth < path.length && path[depth] === key ? depth + 1 : -1);
        skipWhitespace();
        if (text[pos] === ',') pos++;
        else if (text[pos] === '}') {
          pos++;
          return;
        } else fail();
      }
    }
    if (c === '[') {
      if (depth >= 0 && depth < path.length) found = line;
      pos++;
      skipWhitespace();
      if (text[pos] === ']') {
        pos++;
        return;
      }
      for (let index = 0; ; index++) {
        readValue(depth >= 0 && depth < path.length && path[depth] === index ? depth + 1 : -1);
        skipWhitespace();
        if (text[pos] === ',') pos++;
        else if (text[pos] === ']') {
          pos++;
          return;
        } else fail();
      }
    }
    if (c === '"') {
      readString();
      return;
    }
    const literal = /^(?:true|false|null|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)/.exec(text.slice(pos, pos + 64));
    if (!literal) fail();
    pos += literal![0].length;
  };

  try {
    readValue(0);
    skipWhitespace();
    if (pos !== text.length) return undefined;
  } catch {
    return undefined;
  }
  return found;
}
