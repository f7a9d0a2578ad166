import { describe, expect, it } from 'vitest';
import { defaultNumberPrefixParser, disabledNumberPrefixParser, stripPathNumberPrefixes } from './number-prefix.js';

describe('defaultNumberPrefixParser', () => {
  it.each([
    ['01-intro', 'intro', 1],
    ['04-configuration', 'configuration', 4],
    ['003 - Doc title', 'Doc title', 3],
    ['0_zero', 'zero', 0],
    ['1. Theme API', 'Theme API', 1],
    ['10--double', 'double', 10],
    ['01-_x', 'x', 1],
  ])('strips %j → %j (%j)', (name, filename, numberPrefix) => {
    expect(defaultNumberPrefixParser(name)).toEqual({ filename, numberPrefix });
  });

  it.each(['2-0-migration', '3-0-migration', '7.0-release', '2021-11-notes', 'intro', '1-', '12', '01-', 'v1-intro'])(
    'keeps %j unchanged (no prefix, or date/version-like)',
    (name) => {
      expect(defaultNumberPrefixParser(name)).toEqual({ filename: name, numberPrefix: undefined });
    },
  );
});

describe('stripPathNumberPrefixes', () => {
  it('strips every segment (features docs/02-getting-started/examples)', () => {
    expect(stripPathNumberPrefixes('02-getting-started/examples', defaultNumberPrefixParser)).toBe('getting-started/examples');
    expect(stripPathNumberPrefixes('05-migration', defaultNumberPrefixParser)).toBe('migration');
  });
  it('keeps paths with the disabled parser (numberPrefixParser: false)', () => {
    expect(stripPathNumberPrefixes('contributing/01-setup', disabledNumberPrefixParser)).toBe('contributing/01-setup');
  });
});
