import { describe, expect, it } from 'vitest';
import { capitalize, kebabCase, splitWords } from './kebab-case.js';

describe('kebabCase (lodash 4 semantics)', () => {
  it.each([
    ['Core concepts', 'core-concepts'],
    ['getting-started', 'getting-started'],
    ['Year in review', 'year-in-review'],
    ['behind-the-scenes', 'behind-the-scenes'],
    ['fooBar', 'foo-bar'],
    ['__FOO_BAR__', 'foo-bar'],
    ['XMLHttpRequest', 'xml-http-request'],
    ['v2', 'v-2'],
    ['React 18', 'react-18'],
    ['C++', 'c'],
    ['déjà vu', 'deja-vu'],
    ["don't stop", 'dont-stop'],
    ['Ünïcödé Straße', 'unicode-strasse'],
    ['  spaced  out ', 'spaced-out'],
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(kebabCase(input)).toBe(expected);
  });

  it('splits ordinals and digits like lodash', () => {
    expect(splitWords('1st place')).toEqual(['1st', 'place']);
    expect(splitWords('abc123def')).toEqual(['abc', '123', 'def']);
  });
});

describe('capitalize', () => {
  it.each([
    ['cli', 'Cli'],
    ['API', 'Api'],
    ['getting-started', 'Getting-started'],
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(capitalize(input)).toBe(expected);
  });
});
