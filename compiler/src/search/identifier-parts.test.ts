import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { identifierParts, textIdentifierParts } from './identifier-parts.js';
import { recordTerms } from './search-text.js';

describe('identifierParts', () => {
  it.each([
    ['renderMedia', ['render', 'Media']],
    ['getRenderProgress', ['get', 'Render', 'Progress']],
    ['Player', []],
    ['PlayerRef', ['Player', 'Ref']],
    ['HTMLParser', ['HTML', 'Parser']],
    ['parseHTMLString', ['parse', 'HTML', 'String']],
    ['APIs', []],
    ['URLs', []],
    ['HTML', []],
    ['render', []],
    ['getV2Thing', ['get', 'V2', 'Thing']],
    ['h264Encoder', ['h264', 'Encoder']],
    ['éclairÉtoile', ['éclair', 'Étoile']],
  ])('%s → %j', (word, parts) => {
    expect(identifierParts(word)).toEqual(parts);
  });

  it('gives parts that spell the word again', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9]{1,20}$/), (word) => {
        const parts = identifierParts(word);
        if (parts.length > 0) expect(parts.join('')).toBe(word);
        expect(parts.length).not.toBe(1);
      }),
    );
  });
});

describe('textIdentifierParts', () => {
  it('reads every identifier of a text, and nothing of plain prose', () => {
    expect(textIdentifierParts('Call renderMedia() or renderStill(), then getRenderProgress.')).toEqual(['render', 'Media', 'render', 'Still', 'get', 'Render', 'Progress']);
    expect(textIdentifierParts('Render a video. The API is stable. Use HTML.')).toEqual([]);
  });
});

describe('recordTerms of identifiers', () => {
  it('indexes an identifier whole and as its parts, in the same fields, and counts it as one word', () => {
    const indexed = recordTerms({ type: 'lvl1', content: null, hierarchy: { lvl0: 'API', lvl1: 'getRenderProgress()' } });
    expect(indexed.ownLength).toBe(1);
    expect([...indexed.terms]).toEqual([
      ['api', 1 << 0],
      ['getrenderprogress', 1 << 1],
      ['get', 1 << 1],
      ['render', 1 << 1],
      ['progress', 1 << 1],
    ]);
  });
});
