import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSearchEngine } from './search-engine.js';
import { testPages, testRecord } from './test-records.test-support.js';

const urls = (engine: ReturnType<typeof createSearchEngine>, query: string) => engine.search(query).map((hit) => hit.record.url);

describe('identifiers typed however the reader types them', () => {
  const engine = createSearchEngine('docs', [
    ...testPages(['renderMedia()', 'renderMediaOnLambda()', 'getRenderProgress()', 'estimatePrice()', 'Median render times', 'Render a still', 'Render media']),
    testRecord({ url: '/docs/p7', position: 0, lvl1: 'Rendering' }),
    testRecord({ url: '/docs/p7#render-media', position: 1, lvl1: 'Rendering', lvl2: 'Render media' }),
  ]);

  it('finds an identifier typed whole, as its parts, and run together', () => {
    expect(urls(engine, 'renderMedia')[0]).toBe('/docs/p0');
    expect(urls(engine, 'rendermedia')[0]).toBe('/docs/p0');
    expect(urls(engine, 'render media').slice(0, 3)).toContain('/docs/p0');
    expect(urls(engine, 'get render progress')[0]).toBe('/docs/p2');
    expect(urls(engine, 'getrenderprogress')[0]).toBe('/docs/p2');
    expect(urls(engine, 'estimate price')[0]).toBe('/docs/p3');
    expect(urls(engine, 'estimateprice')[0]).toBe('/docs/p3');
  });

  it('ranks the exact whole identifier first, and a title that is the words typed first', () => {
    // Typed as one word: the identifier, then the title that is the word split.
    expect(urls(engine, 'rendermedia').slice(0, 2)).toEqual(['/docs/p0', '/docs/p6']);
    // Typed as two words: the title that is those words, then the identifier.
    expect(urls(engine, 'render media').slice(0, 2)).toEqual(['/docs/p6', '/docs/p0']);
    // The field still comes first: the identifier's title before a section heading 'Render media'.
    expect(urls(engine, 'render media').indexOf('/docs/p0')).toBeLessThan(urls(engine, 'render media').indexOf('/docs/p7#render-media'));
  });

  it('splits a word only into two indexed words, and matches the halves as words', () => {
    // 'renderstill' is in no record: 'render' + 'still' finds 'Render a still'.
    expect(urls(engine, 'renderstill')).toEqual(['/docs/p5']);
  });

  it('finds any identifier by its parts typed separately, or run together, among others', () => {
    const part = fc.stringMatching(/^[a-z]{1,8}$/);
    // A one-letter part before a part of one or two letters reads, once capitalised, as an acronym
    // (`aAAJ`: `a`, `AAJ`) or an acronym's plural (`AAb` as `APIs`), which the splitter keeps whole
    // (`identifierParts`); one-letter parts elsewhere (`setX`, `getAValue`) are kept.
    const identifier = fc.array(part, { minLength: 2, maxLength: 4 }).filter((parts) => parts.every((p, i) => i === 0 || parts[i - 1]!.length > 1 || p.length > 2));
    const capitalised = (word: string) => word[0]!.toUpperCase() + word.slice(1);
    const name = (parts: string[]) => parts[0]! + parts.slice(1).map(capitalised).join('');
    fc.assert(
      fc.property(identifier, fc.array(identifier, { maxLength: 6 }), fc.nat(), fc.constantFrom('()', '', '<>'), (target, others, at, style) => {
        const titles = others.map((parts) => `${name(parts)}()`);
        const title = style === '<>' ? `<${capitalised(name(target))}>` : `${name(target)}${style}`;
        const place = at % (titles.length + 1);
        titles.splice(place, 0, title);
        const engine = createSearchEngine('docs', testPages(titles, 'Call it with a composition.'));
        expect(urls(engine, target.join(' '))).toContain(`/docs/p${place}`);
        expect(urls(engine, target.join(''))).toContain(`/docs/p${place}`);
        expect(urls(engine, name(target))).toContain(`/docs/p${place}`);
      }),
      { numRuns: 300 },
    );
  });
});
