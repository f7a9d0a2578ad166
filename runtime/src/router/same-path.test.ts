import { describe, expect, it } from 'vitest';
import { comparablePath, samePath } from './same-path.js';

describe('samePath', () => {
  it('ignores trailing slashes and case', () => {
    expect(samePath('/docs/Intro/', '/docs/intro')).toBe(true);
    expect(samePath('/', '/')).toBe(true);
    expect(comparablePath('///')).toBe('/');
    expect(samePath('/docs/a', '/docs/b')).toBe(false);
  });
});
