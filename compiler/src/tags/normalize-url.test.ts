import { describe, expect, it } from 'vitest';
import { normalizeUrl } from './normalize-url.js';

describe('normalizeUrl (Docusaurus 3.7.0 semantics)', () => {
  it.each([
    [['/', 'docs', 'canary'], '/docs/canary'],
    [['/', 'docs', ''], '/docs'],
    [['/', '/', ''], '/'],
    [['/docs/canary', '/'], '/docs/canary/'],
    [['/docs/canary', '/rendering/'], '/docs/canary/rendering/'],
    [['/docs', 'tags'], '/docs/tags'],
    [['/docs/tags', '/api-reference'], '/docs/tags/api-reference'],
    [['/base/', '/community'], '/base/community'],
    [['', '/hello'], '/hello'],
    [['https://github.com/org/repo/edit/main/website/', 'docs'], 'https://github.com/org/repo/edit/main/website/docs'],
    [['https://github.com/org/repo/edit/main/website/docs', '02-guides/a.md'], 'https://github.com/org/repo/edit/main/website/docs/02-guides/a.md'],
    [['https:', 'example.com', 'x'], 'https://example.com/x'],
    [['/docs//a', 'b//c'], '/docs/a/b/c'],
    [['/page/', '?a=1'], '/page?a=1'],
    [[], ''],
  ])('%j → %j', (parts, expected) => {
    expect(normalizeUrl(parts)).toBe(expected);
  });
});
