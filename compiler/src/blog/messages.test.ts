import { describe, expect, it } from 'vitest';
import { inlineAuthorsMessage, untruncatedPostsMessage } from './messages.js';

describe('blog messages', () => {
  it('list untruncated posts in order, quoted', () => {
    expect(untruncatedPostsMessage(['blog/b.md', 'blog/a.md'])).toMatch(/^[^\n]*\n- "blog\/b\.md"\n- "blog\/a\.md"\n\n/);
  });
  it('name the post, the authors file and each inline author as JSON', () => {
    const message = inlineAuthorsMessage('2024-01-01-a.md', 'authors.yml', [{ name: 'Ana', key: null, page: null }]);
    expect(message).toContain('"2024-01-01-a.md"');
    expect(message).toContain('"authors.yml"');
    expect(message).toContain('\n- {"name":"Ana","key":null,"page":null}\n');
  });
});
