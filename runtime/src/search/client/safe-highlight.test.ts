import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeHighlight, safeHit } from './safe-highlight.js';

describe('safeHighlight', () => {
  it('keeps <mark> and escapes every other tag', () => {
    expect(safeHighlight('a <mark>render</mark> <img src=x onerror=alert(1)>')).toBe('a <mark>render</mark> &lt;img src=x onerror=alert(1)&gt;');
  });
  it('never leaves a tag other than mark (property)', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const out = safeHighlight(text).replace(/<\/?mark>/g, '');
        expect(out).not.toMatch(/[<>]/);
      }),
    );
  });
});

describe('safeHit', () => {
  it('fills missing snippets from escaped raw text, so the raw attribute is never inserted', () => {
    const hit = safeHit({ objectID: '1', url: '/x', content: '<img src=x onerror=alert(1)>', hierarchy: { lvl0: 'Docs', lvl1: '<b>T</b>', lvl2: null } });
    expect((hit._snippetResult as any).content.value).toBe('&lt;img src=x onerror=alert(1)&gt;');
    expect((hit._snippetResult as any).hierarchy.lvl1.value).toBe('&lt;b&gt;T&lt;/b&gt;');
    expect((hit._highlightResult as any).hierarchy.lvl2?.value).toBeUndefined();
  });
  it('escapes highlight values from the service', () => {
    const hit = safeHit({ objectID: '1', content: 'x', _snippetResult: { content: { value: '<mark>x</mark><script>', matchLevel: 'full' } } });
    expect((hit._snippetResult as any).content).toEqual({ value: '<mark>x</mark>&lt;script&gt;', matchLevel: 'full' });
  });
});
