import { describe, expect, it } from 'vitest';
import { measure, overlaps, proseOf, sentencesOf, wordCount } from './scripts/docs/prose.js';
import { readDocs } from './scripts/docs/read-docs.js';

/** The filler test of issue #39: every page is its own text, and long enough to say something. */
const MIN_WORDS = 120;
const MAX_SHARED = 0.4;

describe('prose measure', () => {
  it('leaves out front matter, code blocks and markup, and keeps link and inline-code text', () => {
    const md = '---\ntitle: "A"\n---\n\nUse `render()` with [the CLI](./cli.md) to **render** it.\n\n```ts\nconst notProse = 1;\n```\n\n:::tip\n\nA tip <b>here</b>.\n\n:::\n';
    expect(proseOf(md)).toBe('Use render() with the CLI to render it.\nA tip here.');
    expect(wordCount(proseOf(md))).toBe(11);
  });

  it('compares sentences of six words or more, normalised', () => {
    expect([...sentencesOf('Too short here. This One has six words in it! Two: a b c d e f')]).toEqual(['this one has six words in it', 'two a b c d e f']);
  });

  it('gives each pair the share of the smaller page’s sentences it shares', () => {
    const s = (i: number) => `Sentence number ${i} has enough words in it.`;
    const a = measure('a.md', [1, 2, 3, 4].map(s).join(' '));
    const b = measure('b.md', [1, 2, 5].map(s).join(' '));
    const c = measure('c.md', [9].map(s).join(' '));
    expect(overlaps([a, b, c])).toEqual([{ a: 'a.md', b: 'b.md', shared: 2, ratio: 2 / 3 }]);
  });
});

describe('site/docs', () => {
  const pages = readDocs(new URL('./docs', import.meta.url).pathname);

  it(`has no page under ${MIN_WORDS} words of prose`, () => {
    expect(pages.filter((p) => p.words < MIN_WORDS).map((p) => `${p.file}: ${p.words} words`)).toEqual([]);
  });

  it(`has no two pages that share more than ${MAX_SHARED * 100} % of their sentences`, () => {
    const filler = overlaps(pages).filter((o) => o.ratio > MAX_SHARED);
    expect(filler.map((o) => `${o.a} ~ ${o.b}: ${o.shared} sentences, ${(o.ratio * 100).toFixed(0)} %`)).toEqual([]);
  });
});
