import { describe, expect, it } from 'vitest';
import { parseMarkdownContentTitle } from './content-title.js';

describe('parseMarkdownContentTitle', () => {
  it('takes a leading ATX h1 and unwraps inline code (features reference/api/use-frame)', () => {
    const r = parseMarkdownContentTitle('# The `useFrame()` hook\n\nReturns the current frame number.');
    expect(r.contentTitle).toBe('The useFrame() hook');
    expect(r.content).toBe('# The `useFrame()` hook\n\nReturns the current frame number.');
  });

  it('drops a trailing {#custom-id} (features rendering/index)', () => {
    expect(parseMarkdownContentTitle('# Rendering overview {#overview}\n\nA render…').contentTitle).toBe('Rendering overview');
  });

  it('drops closing hashes of an ATX heading', () => {
    expect(parseMarkdownContentTitle('# Closed heading ##\n').contentTitle).toBe('Closed heading');
  });

  it('reads a setext h1 (features learn/02-adding-audio)', () => {
    const body = 'Lesson 2: adding audio\n======================\n\nDrop an audio file.';
    expect(parseMarkdownContentTitle(body).contentTitle).toBe('Lesson 2: adding audio');
  });

  it('skips leading import blocks before the title (features getting-started/first-video)', () => {
    const body = "import LicenseNote from '../_partials/_license-note.mdx';\n\n# Your first video\n\nA composition…";
    expect(parseMarkdownContentTitle(body).contentTitle).toBe('Your first video');
  });

  it('finds no title when the first line is text, even if an h1 follows (features migration/upgrade-checklist)', () => {
    expect(parseMarkdownContentTitle('Before you upgrade…\n\n# Later heading').contentTitle).toBeUndefined();
  });

  it('ignores h2 and a hash without a space', () => {
    expect(parseMarkdownContentTitle('## Options\n\ntext').contentTitle).toBeUndefined();
    expect(parseMarkdownContentTitle('#hashtag\n').contentTitle).toBeUndefined();
  });

  it('prefers the ATX title and removes it from the content when asked', () => {
    const r = parseMarkdownContentTitle('  # Title\n\nBody\n', { removeContentTitle: true });
    expect(r).toEqual({ contentTitle: 'Title', content: 'Body' });
  });

  it('removes a setext title when asked', () => {
    const r = parseMarkdownContentTitle('Title\n===\n\nBody', { removeContentTitle: true });
    expect(r).toEqual({ contentTitle: 'Title', content: 'Body' });
  });
});
