import { describe, expect, it } from 'vitest';
import { compileMarkdown } from './compile-markdown.js';

describe('nestingError', () => {
  it('turns the stack overflow of elements nested thousands deep into a diagnostic naming the file', () => {
    // Deep enough for any stack this runs on: where it gives out depends on how much of the
    // stack the caller already holds and on which functions are optimised (3,000 levels once
    // compiled in a clean-clone CI run, after other files had warmed the worker).
    const body = `${'<div>\n'.repeat(20_000)}x\n${'</div>\n'.repeat(20_000)}`;
    expect(() => compileMarkdown({ body, file: 'docs/deep.mdx', format: 'mdx', bodyLineOffset: 0 })).toThrow(/^docs\/deep\.mdx: error \[markdown\/too-deeply-nested\] The Markdown is nested too deeply/);
  });
});
