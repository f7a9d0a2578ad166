import { describe, expect, it } from 'vitest';
import { frontMatterFormat, markdownFormat } from './format.js';

describe('markdownFormat', () => {
  it('parses .md as MDX by default, as Docusaurus 3.7.0', () => {
    expect(markdownFormat('docs/a.md', 'mdx')).toBe('mdx');
    expect(markdownFormat('docs/a.mdx', 'md')).toBe('md');
  });
  it('detect: by extension (.md-like → md, anything else → mdx)', () => {
    expect(markdownFormat('docs/a.md', 'detect')).toBe('md');
    expect(markdownFormat('docs/a.markdown', 'detect')).toBe('md');
    expect(markdownFormat('docs/a.mdx', 'detect')).toBe('mdx');
    expect(markdownFormat('docs/a.MD', 'detect')).toBe('mdx');
    expect(markdownFormat('docs/v1.0/README', 'detect')).toBe('mdx');
  });
  it('front matter mdx.format wins', () => {
    expect(markdownFormat('docs/a.mdx', 'mdx', 'md')).toBe('md');
    expect(markdownFormat('docs/a.md', 'mdx', 'detect')).toBe('md');
    expect(frontMatterFormat({ mdx: { format: 'md' } })).toBe('md');
    expect(frontMatterFormat({ mdx: { format: 'html' } })).toBeUndefined();
    expect(frontMatterFormat({ format: 'md' })).toBeUndefined();
  });
});
