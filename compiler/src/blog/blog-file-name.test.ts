import { describe, expect, it } from 'vitest';
import { parseBlogFileName } from './blog-file-name.js';

describe('parseBlogFileName', () => {
  it.each([
    ['2024-01-02-hello.md', '2024-01-02T00:00:00.000Z', 'hello', '/2024/01/02/hello'],
    ['2024/01/02/hello/index.md', '2024-01-02T00:00:00.000Z', 'hello', '/2024/01/02/hello'],
    ['2024-01-02-hello/index.mdx', '2024-01-02T00:00:00.000Z', 'hello', '/2024/01/02/hello'],
    ['2024/01/02-hello.md', '2024-01-02T00:00:00.000Z', 'hello', '/2024/01/02/hello'],
    ['releases/2024-12-02-v4.md', '2024-12-02T00:00:00.000Z', 'v4', '/2024/12/02/releases/v4'],
    ['2024-1-5-short.md', '2024-01-05T00:00:00.000Z', 'short', '/2024/1/5/short'],
  ])('reads date and slug from %s', (file, date, text, slug) => {
    const parsed = parseBlogFileName(file);
    expect(parsed.date?.toISOString()).toBe(date);
    expect(parsed.text).toBe(text);
    expect(parsed.slug).toBe(slug);
  });

  it('keeps undated paths whole, number prefixes included', () => {
    expect(parseBlogFileName('02-adding-audio.md')).toEqual({ dateText: undefined, date: undefined, text: '02-adding-audio', slug: '/02-adding-audio' });
    expect(parseBlogFileName('guides/setup/index.mdx')).toMatchObject({ date: undefined, text: 'guides/setup', slug: '/guides/setup' });
  });

  it('gives an Invalid Date for an impossible date, so the caller can report it', () => {
    const parsed = parseBlogFileName('2024-13-45-oops.md');
    expect(parsed.dateText).toBe('2024-13-45');
    expect(Number.isNaN(parsed.date!.getTime())).toBe(true);
  });
});
