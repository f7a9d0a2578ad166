import { describe, expect, it } from 'vitest';
import { fromTextRef, textRef } from './text-ref.js';

describe('textRef', () => {
  it('stores a substring as offsets, checked at the hint first', () => {
    const text = '---\na: 1\n---\n\nBody text';
    expect(textRef(text, 'Body text', 14)).toEqual([14, 23]);
    expect(textRef(text, 'Body text', 3)).toEqual([14, 23]);
    expect(fromTextRef(text, textRef(text, 'Body text'))).toBe('Body text');
    expect(textRef(text, '')).toEqual([0, 0]);
  });

  it('stores a string that is not in the text as itself', () => {
    expect(textRef('abc', 'abd')).toBe('abd');
    expect(fromTextRef('abc', 'abd')).toBe('abd');
  });
});
