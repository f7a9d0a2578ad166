import { describe, expect, it } from 'vitest';
import { extraGrammarNames, hasGrammar, highlightLines } from './highlight.js';

/** Code that gives most grammars something to tokenise: comments, strings, tags, keywords, numbers. */
const SAMPLE = [
  '// a comment',
  '# another comment',
  'import React from "react";',
  'const x: number = 42; let s = `t ${x}`;',
  'export default function App({ a }) { return <div className="a" data-x={a}>{a} &amp;</div>; }',
  '<script>var y = 1;</script><style>p { color: red; }</style>',
  'key = "value" # toml-ish',
  '$ echo "hello" | grep h',
  'SELECT * FROM t WHERE a = 1;',
].join('\n');

/** Languages of refractor's common set, registered when it is imported. */
const COMMON = ['javascript', 'js', 'typescript', 'ts', 'markup', 'html', 'css', 'bash', 'json', 'python', 'markdown', 'clike', 'sql', 'yaml'];

const render = (language: string) => JSON.stringify(highlightLines(SAMPLE, language, {}));

// One test, in order: what this file's fresh refractor instance has registered matters.
describe('grammars registered on first use', () => {
  it('give the same output as when every grammar is registered first, and change no other language', () => {
    const commonBefore = COMMON.map(render);
    // Each extra grammar in turn, registered by its first use.
    const lazily = extraGrammarNames().map(render);
    // Every one of them registered, then the same again.
    for (const name of extraGrammarNames()) expect(hasGrammar(name), name).toBe(true);
    expect(extraGrammarNames().map(render)).toEqual(lazily);
    expect(COMMON.map(render)).toEqual(commonBefore);
    // The sample is tokenised: every grammar produced some token spans.
    for (const [i, out] of lazily.entries()) expect(out, extraGrammarNames()[i]).toContain('"token"');
  });

  it('knows no grammar for an unknown language (plain lines)', () => {
    expect(hasGrammar('no-such-language')).toBe(false);
    expect(render('no-such-language')).not.toContain('"token"');
  });
});
