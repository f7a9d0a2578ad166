import { describe, expect, it } from 'vitest';
import { createExcerpt } from './excerpt.js';

describe('createExcerpt', () => {
  it('returns the first contentful line after an h1 (features reference/api/use-frame)', () => {
    const body = '# The `useFrame()` hook\n\nReturns the current frame number, relative to the closest enclosing clip. During a render\nthe value is fixed.';
    expect(createExcerpt(body)).toBe('Returns the current frame number, relative to the closest enclosing clip. During a render');
  });

  it('keeps the odd "id}" left by a non-matching heading id (features rendering/index)', () => {
    // The h1 rule eats "# Rendering overview {#", the heading-id rule then finds no "{".
    expect(createExcerpt('# Rendering overview {#overview}\n\nA render has three stages')).toBe('overview}');
  });

  it('treats `00:01:12` like emoji short codes (features reference/cli/still)', () => {
    const body = 'Captures a single frame by number or by a time code such as `00:01:12` (minutes, seconds, frames).';
    expect(createExcerpt(body)).toBe('Captures a single frame by number or by a time code such as 0012 (minutes, seconds, frames).');
  });

  it('removes HTML tags and leaves an empty code span (features learn/02-adding-audio)', () => {
    const body = 'Drop an audio file into `public/`, then place an `<Audio>` element on the timeline. The';
    expect(createExcerpt(body)).toBe('Drop an audio file into public/, then place an `` element on the timeline. The');
  });

  it('skips import blocks, fenced code and a leading setext title', () => {
    expect(createExcerpt("import A from './a';\nimport B from './b';\n\nText after imports")).toBe('Text after imports');
    expect(createExcerpt('```js\nconst x = 1;\n```\n\nAfter code')).toBe('After code');
    expect(createExcerpt('````md\n```\ninner\n```\n````\nAfter')).toBe('After');
    expect(createExcerpt('Title\n=====\n\nFirst paragraph')).toBe('First paragraph');
  });

  it('strips emphasis, links, images, strikethrough, blockquotes and admonition fences', () => {
    expect(createExcerpt('**Bold** and _em_ with [a link](./x.md) and ![alt](img.png)')).toBe('Bold and em with a link and alt');
    expect(createExcerpt('~~gone~~ text')).toBe('gone text');
    expect(createExcerpt('> quoted text')).toBe('quoted text');
    expect(createExcerpt(':::tip\n\nInside tip\n:::')).toBe('Inside tip');
  });

  it('keeps h2 text without the hashes', () => {
    expect(createExcerpt('## Can I render without a browser?\n\nNo.')).toBe('Can I render without a browser?');
  });

  it('returns undefined for an empty or code-only body', () => {
    expect(createExcerpt('')).toBeUndefined();
    expect(createExcerpt('```\ncode\n```')).toBeUndefined();
    expect(createExcerpt('# Only a title')).toBeUndefined();
  });
});
