import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CompileError } from '../diagnostics/index.js';
import { checkContainerDepth, MAX_CONTAINER_DEPTH } from './container-depth.js';
import { compileMarkdown } from './compile-markdown.js';

/** The diagnostic `checkContainerDepth` throws for `text`, or null when it passes. */
function depthDiagnostic(text: string) {
  try {
    checkContainerDepth(text, 'docs/deep.md');
    return null;
  } catch (error) {
    if (!(error instanceof CompileError)) throw error;
    return error.diagnostics[0]!;
  }
}

const N = MAX_CONTAINER_DEPTH;

describe('checkContainerDepth', () => {
  it.each([
    ['block quotes at the limit', `${'>'.repeat(N)} x`, null],
    ['block quotes over it', `${'>'.repeat(N + 1)} x`, N + 1],
    ['spaced block quotes over it', `${'> '.repeat(N + 1)}x`, N + 1],
    ['list items over it', `${'- '.repeat(N + 1)}x`, N + 1],
    ['ordered items over it', `${'1. '.repeat(N + 1)}x`, N + 1],
    ['ordered items with ) over it', `${'12) '.repeat(N + 1)}x`, N + 1],
    ['mixed containers over it', `${'> * '.repeat(N / 2 + 1)}x`, N + 2],
    ['indented by up to three spaces', `${'   >'.repeat(N + 1)} x`, N + 1],
    ['a thematic break of dashes', `${'- '.repeat(N + 5)}-`, null],
    ['a thematic break of stars with trailing space', '* '.repeat(N + 5), null],
    ['four spaces start indented code', `    ${'>'.repeat(N + 1)} x`, null],
    ['markers without a space are text', `${'-'.repeat(N + 1)}x`, null],
    ['a number of ten digits is not a list marker', `${'1234567890. '.repeat(N + 1)}x`, null],
    ['inside a backtick fence', `\`\`\`\n${'>'.repeat(N + 1)} x\n\`\`\``, null],
    ['inside a tilde fence in a list', `- ~~~~\n  ${'>'.repeat(N + 1)} x\n  ~~~\n  ~~~~`, null],
    ['after a fence closes', `\`\`\`js\ncode\n\`\`\`\n${'>'.repeat(N + 1)} x`, N + 1],
    ['lines ending in CRLF', `\`\`\`\r\n${'>'.repeat(N + 1)} x\r\n\`\`\`\r\n${'- '.repeat(N + 5)}-\r\n${'>'.repeat(N + 1)} x`, N + 1],
    ['a shorter fence does not close a longer one', `\`\`\`\`\n\`\`\`\n${'>'.repeat(N + 1)} x\n\`\`\`\``, null],
  ])('%s', (_name, text, depth) => {
    const found = depthDiagnostic(text);
    if (depth === null) expect(found).toBeNull();
    else expect(found).toMatchObject({ code: 'markdown/too-deeply-nested', file: 'docs/deep.md', line: text.split('\n').length, message: expect.stringContaining(`opens ${depth} block quotes`) });
  });

  it('names the line in the file, padding included', () => {
    expect(depthDiagnostic(`\n\n# Title\n\npara\n${'>'.repeat(N + 1)} x\n`)).toMatchObject({ line: 6 });
  });

  it('passes any document whose lines open at most the limit', () => {
    const line = fc.tuple(fc.array(fc.constantFrom('>', '> ', '- ', '* ', '+ ', '1. ', '2) ', ' '), { maxLength: 40 }), fc.string({ maxLength: 10 })).map(([markers, rest]) => markers.join('') + rest.replace(/\n/g, ''));
    fc.assert(fc.property(fc.array(line, { maxLength: 20 }), (lines) => depthDiagnostic(lines.join('\n')) === null));
  });

  it('stops deep nesting before the parser, whatever the thread, and compiles the limit itself', () => {
    // Without the check the parser took over a minute on this (the hang guard fails it).
    expect(() => compileMarkdown({ body: `# Deep\n\n${'- '.repeat(20_000)}x\n`, file: 'docs/deep.md', format: 'mdx', bodyLineOffset: 0 })).toThrow(/:3: error \[markdown\/too-deeply-nested\]/);
    for (const marker of ['> ', '- ', '1. ']) {
      const compiled = compileMarkdown({ body: `${marker.repeat(N)}x\n`, file: 'docs/deep.md', format: 'mdx', bodyLineOffset: 0 });
      expect(compiled.hast.children.length).toBeGreaterThan(0);
    }
  });
});
