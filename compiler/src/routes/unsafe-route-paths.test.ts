import { describe, expect, it } from 'vitest';
import { routePathProblem } from './unsafe-route-paths.js';

describe('routePathProblem', () => {
  it.each([
    ['/docs/a%2fb', 'decodes to a path separator'],
    ['/docs/a%2Fb', 'decodes to a path separator'],
    ['/docs/a%5cb', 'decodes to a path separator'],
    ['/docs/a%00b', 'NUL'],
    ['/docs/%2e%2e/x', 'decodes to ".."'],
  ])('%s: %s', (p, what) => {
    expect(routePathProblem(p)).toContain(what);
  });

  it.each(['/docs/intro', '/docs/caf%C3%A9', '/', '/docs/a b', '/docs/100%', '/blog/2024/01/01/x'])('%s is fine', (p) => {
    expect(routePathProblem(p)).toBeNull();
  });
});
