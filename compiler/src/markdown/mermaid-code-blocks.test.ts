import { describe, expect, it } from 'vitest';
import { compileMarkdown } from './index.js';

const body = 'Intro\n\n```mermaid\ngraph TD;\n  A-->B;\n```\n\n- item\n\n  ```mermaid\n  pie\n  ```\n\n```js\nlet a;\n```\n';
const compile = (mermaid: boolean, format: 'mdx' | 'md' = 'mdx') =>
  JSON.stringify(compileMarkdown({ body, bodyLineOffset: 0, file: 'docs/d.md', format, ...(mermaid ? { mermaid } : {}) }).hast);

describe('mermaid code blocks', () => {
  it.each(['mdx', 'md'] as const)('become Mermaid elements with the source as value when markdown.mermaid is on (%s)', (format) => {
    const out = compile(true, format);
    expect(out).toContain('"tagName":"Mermaid","properties":{"value":"graph TD;\\n  A-->B;"}');
    expect(out).toContain('"tagName":"Mermaid","properties":{"value":"pie"}');
    expect(out).toContain('language-js');
    expect(out).not.toContain('language-mermaid');
  });

  it('stay code blocks without it, as in Docusaurus', () => {
    const out = compile(false);
    expect(out).not.toContain('"Mermaid"');
    expect(out).toContain('language-mermaid');
  });
});
