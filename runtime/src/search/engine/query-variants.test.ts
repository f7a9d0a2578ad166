import { describe, expect, it } from 'vitest';
import { queryVariants, type Vocabulary } from './query-variants.js';

/** A vocabulary of `counts` (term → records holding it). */
function vocabulary(counts: Record<string, number>): Vocabulary {
  const terms = Object.keys(counts);
  return { count: (term) => counts[term] ?? 0, hasPrefix: (prefix) => terms.some((term) => term.startsWith(prefix)) };
}

const VOCABULARY = vocabulary({
  render: 40, media: 12, rendermedia: 3, get: 30, progress: 8, getrenderprogress: 1, estimate: 5, price: 4,
  player: 9, props: 6, news: 7, paper: 2, newspaper: 1, new: 20, spaper: 1, other: 50, an: 90, web: 3, hook: 2, webhooks: 4,
});

describe('queryVariants', () => {
  it.each([
    // query words → the variants, as words and spans
    [['render', 'media'], [{ words: ['rendermedia'], spans: [2] }]],
    [['rendermedia'], [{ words: ['render', 'media'], spans: [0.5, 0.5] }]],
    [['get', 'render', 'progress'], [{ words: ['getrenderprogress'], spans: [3] }]],
    [['estimateprice'], [{ words: ['estimate', 'price'], spans: [0.5, 0.5] }]],
    [['estimate', 'price'], []],
    [['player', 'props'], []],
    // the last word may be unfinished: a concatenation that starts a term counts
    [['render', 'med'], [{ words: ['rendermed'], spans: [2] }]],
    [['render', 'media', 'props'], [{ words: ['rendermedia', 'props'], spans: [2, 1] }]],
    // the split whose rarer half most records hold ('news' + 'paper', not 'new' + 'spaper')
    [['newspaper'], [{ words: ['news', 'paper'], spans: [0.5, 0.5] }]],
    // no half a stop word ('an' + 'other'), none shorter than 2 letters
    [['another'], []],
    [['webhook'], [{ words: ['web', 'hook'], spans: [0.5, 0.5] }]],
    [['webhooks'], []],
    [[], []],
  ])('%j → %j', (words, expected) => {
    expect(queryVariants(words, VOCABULARY)).toEqual(expected);
  });

  it('lists concatenations before splits, left to right', () => {
    const variants = queryVariants(['news', 'paper', 'rendermedia'], VOCABULARY).map((v) => v.words.join(' '));
    expect(variants).toEqual(['newspaper rendermedia', 'news paper render media']);
  });
});
