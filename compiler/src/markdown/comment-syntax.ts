/**
 * HTML comments (`<!-- … -->`) in MDX, as Docusaurus 3.7.0 accepts them through
 * `markdown.mdx1Compat.comments` (the `remark-comment` plugin): plain MDX rejects `<!`, this
 * syntax extension reads a comment, in flow (on its own lines, possibly several) or in text,
 * and produces no node, so comments never reach the output. Also used for the `md` format,
 * where Docusaurus applies the same plugin.
 */
import type { Code, Construct, Effects, Extension, State, TokenizeContext } from 'micromark-util-types';

declare module 'micromark-util-types' {
  interface TokenTypeMap {
    commentCompat: 'commentCompat';
    commentCompatData: 'commentCompatData';
  }
}

const LESS_THAN = 60;
const EXCLAMATION = 33;
const DASH = 45;
const GREATER_THAN = 62;

function isLineEnding(code: Code): boolean {
  return code !== null && code < -2;
}

function isSpace(code: Code): boolean {
  return code === -2 || code === -1 || code === 32;
}

/** A line ending followed by a line that belongs to the same container (not lazy). */
const nonLazyLineEnding: Construct = { tokenize: tokenizeNonLazyLineEnding, partial: true };

function tokenizeNonLazyLineEnding(this: TokenizeContext, effects: Effects, ok: State, nok: State): State {
  const self = this;
  return (code) => {
    effects.enter('lineEnding');
    effects.consume(code);
    effects.exit('lineEnding');
    return (next) => (self.parser.lazy[self.now().line] ? nok(next) : ok(next));
  };
}

/**
 * Shared state machine: `<!--`, then anything up to the first `-->`. In flow the closing may
 * only be followed by whitespace on its line; in text it ends right after `-->`.
 */
function tokenizer(flow: boolean) {
  return function tokenizeComment(this: TokenizeContext, effects: Effects, ok: State, nok: State): State {
    let dashes = 0;
    return start;

    function start(code: Code): State | undefined {
      effects.enter('commentCompat');
      effects.enter('commentCompatData');
      effects.consume(code);
      return expect(EXCLAMATION, expect(DASH, expect(DASH, body)));
    }

    function expect(wanted: number, next: State): State {
      return (code) => {
        if (code !== wanted) return nok(code);
        effects.consume(code);
        return next;
      };
    }

    function body(code: Code): State | undefined {
      if (code === null) return nok(code);
      if (isLineEnding(code)) {
        effects.exit('commentCompatData');
        dashes = 0;
        if (flow) return effects.attempt(nonLazyLineEnding, lineStart, nok)(code);
        effects.enter('lineEnding');
        effects.consume(code);
        effects.exit('lineEnding');
        return lineStart;
      }
      if (code === GREATER_THAN && dashes >= 2) {
        effects.consume(code);
        return flow ? trailing : close;
      }
      dashes = code === DASH ? dashes + 1 : 0;
      effects.consume(code);
      return body;
    }

    function lineStart(code: Code): State | undefined {
      if (code === null) return nok(code);
      if (isLineEnding(code)) {
        if (flow) return effects.attempt(nonLazyLineEnding, lineStart, nok)(code);
        effects.enter('lineEnding');
        effects.consume(code);
        effects.exit('lineEnding');
        return lineStart;
      }
      effects.enter('commentCompatData');
      return body(code);
    }

    function trailing(code: Code): State | undefined {
      if (isSpace(code)) {
        effects.consume(code);
        return trailing;
      }
      if (code === null || isLineEnding(code)) return close(code);
      return nok(code);
    }

    function close(code: Code): State | undefined {
      effects.exit('commentCompatData');
      effects.exit('commentCompat');
      return ok(code);
    }
  };
}

const commentFlow: Construct = { name: 'commentCompatFlow', tokenize: tokenizer(true), concrete: true };
const commentText: Construct = { name: 'commentCompatText', tokenize: tokenizer(false) };

/**
 * The micromark extension. Registered after the MDX one, its constructs are tried first on `<`
 * (micromark puts later extensions' constructs first), so `<!--` never reaches the JSX parser.
 */
export function commentSyntax(): Extension {
  return { flow: { [LESS_THAN]: commentFlow }, text: { [LESS_THAN]: commentText } };
}
