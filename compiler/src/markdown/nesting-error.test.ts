import { describe, expect, it } from 'vitest';
import { compileMarkdown } from './compile-markdown.js';

describe('nestingError', () => {
  it('turns the stack overflow of elements nested thousands deep into a diagnostic naming the file', () => {
    const body = `${'<div>\n'.repeat(3000)}x\n${'</div>\n'.repeat(3000)}`;
    expect(() => compileMarkdown({ body, file: 'docs/deep.mdx', format: 'mdx', bodyLineOffset: 0 })).toThrow(/^docs\/deep\.mdx: error \[markdown\/too-deeply-nested\] The Markdown is nested too deeply/);
  });
});
