import { describe, expect, it } from 'vitest';
import { currentHeading } from './active-heading.js';

/** Headings at these viewport tops (px); the navbar ends at 60, the viewport is 800 high. */
const at = (tops: Record<string, number>) => (id: string) => tops[id] ?? null;
const ids = ['a', 'b', 'c'];

describe('currentHeading (Docusaurus TOC highlight)', () => {
  it('is the next heading below the navbar once it reaches the top half of the viewport', () => {
    expect(currentHeading(ids, at({ a: -500, b: 300, c: 1200 }), 60, 800)).toBe('b');
  });
  it('is the heading above while the next one is still in the bottom half', () => {
    expect(currentHeading(ids, at({ a: -500, b: 600, c: 1200 }), 60, 800)).toBe('a');
  });
  it('counts a heading hidden under the navbar as read, and is the last heading at the end', () => {
    expect(currentHeading(ids, at({ a: -900, b: 30, c: 500 }), 60, 800)).toBe('b');
    expect(currentHeading(ids, at({ a: -900, b: -400, c: 20 }), 60, 800)).toBe('c');
  });
  it('is none above the first heading while it is in the bottom half, and skips headings not on the page', () => {
    expect(currentHeading(ids, at({ a: 700, b: 1500, c: 2000 }), 60, 800)).toBeNull();
    expect(currentHeading(ids, at({ a: -100, c: 200 }), 60, 800)).toBe('c');
  });
});
