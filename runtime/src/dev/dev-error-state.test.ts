import { describe, expect, it } from 'vitest';
import { createDevErrorState } from './dev-error-state.js';

const err = (message: string) => ({ message, stack: '', plugin: 'sitegraph' as const });
const CLEAR = { type: 'update', updates: [] };

describe('createDevErrorState', () => {
  it('says nothing while no error was shown', () => {
    const s = createDevErrorState();
    expect(s.current()).toBeNull();
    expect(s.message()).toBeNull();
    s.compiled(['docs/a.md'], []);
    expect(s.message()).toBeNull();
  });

  it('a failed compile stands for the site until a compile succeeds, then is cleared once', () => {
    const s = createDevErrorState();
    s.compileFailed(err('front matter'));
    expect(s.message()).toEqual({ type: 'error', err: err('front matter') });
    // Sent again after each update while it stands (an overlay closed by hand comes back).
    expect(s.message()).toEqual({ type: 'error', err: err('front matter') });
    s.compiled(['docs/other.md'], []);
    expect(s.current()).toBeNull();
    expect(s.message()).toEqual(CLEAR);
    expect(s.message()).toBeNull();
  });

  it('a page error stands until its file changes again, whatever else compiles', () => {
    const s = createDevErrorState();
    s.compiled(['docs/b.md'], [{ file: 'docs/b.md', err: err('mdx b') }]);
    s.compiled(['docs/c.md'], []);
    expect(s.message()).toEqual({ type: 'error', err: err('mdx b') });
    s.compiled(['docs/b.md'], []);
    expect(s.message()).toEqual(CLEAR);
  });

  it('shows the site-wide error first, then page errors in file order', () => {
    const s = createDevErrorState();
    s.compiled(['docs/z.md', 'docs/a.md'], [{ file: 'docs/z.md', err: err('z') }, { file: 'docs/a.md', err: err('a') }]);
    expect(s.current()).toEqual(err('a'));
    s.compileFailed(err('site'));
    expect(s.current()).toEqual(err('site'));
    s.compiled(['docs/a.md'], []);
    expect(s.current()).toEqual(err('z'));
  });

  it('clears after an error page was served even though no error stands', () => {
    const s = createDevErrorState();
    s.shown();
    expect(s.message()).toEqual(CLEAR);
    expect(s.message()).toBeNull();
  });
});
