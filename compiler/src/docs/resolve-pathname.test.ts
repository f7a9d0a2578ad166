import { describe, expect, it } from 'vitest';
import { isValidPathname, resolvePathname } from './resolve-pathname.js';

describe('resolvePathname', () => {
  it.each([
    ['intro', '/', '/intro'],
    ['intro', '/guides/', '/guides/intro'],
    ['stills', '/rendering/', '/rendering/stills'],
    ['../subtitles', '/guides/text/', '/guides/subtitles'],
    ['../../../x', '/a/', '/x'],
    ['./', '/a/b/', '/a/b/'],
    ['..', '/a/b/', '/a/'],
    ['sub/', '/a/', '/a/sub/'],
    ['/abs', '/a/', '/abs'],
    ['c', 'a/b', 'a/c'],
    ['../../c', 'a/b', '../c'],
    ['', '/a/', '/a/'],
  ])('%j from %j → %j', (to, from, expected) => {
    expect(resolvePathname(to, from)).toBe(expected);
  });
});

describe('isValidPathname', () => {
  it.each([
    ['/docs/intro', true],
    ['/docs/with space', true],
    ['/docs/é', true],
    ['docs/intro', false],
    ['/docs/a?b', false],
    ['/docs/a#b', false],
    ['/a/../b', false],
    ['//host/x', false],
  ])('%j → %j', (p, expected) => {
    expect(isValidPathname(p)).toBe(expected);
  });
});
