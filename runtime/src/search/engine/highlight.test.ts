import { describe, expect, it } from 'vitest';
import { highlightText, snippetText } from './highlight.js';

const tags = { preTag: '<em>', postTag: '</em>', ellipsis: '…' };

describe('highlightText of identifiers', () => {
  it('marks an identifier whose parts the query words are', () => {
    expect(highlightText('renderMedia()', ['render', 'media'], tags)).toEqual({ value: '<em>renderMedia</em>()', matchLevel: 'full', matchedWords: ['render', 'media'], fullyHighlighted: true });
    expect(highlightText('Call getRenderProgress()', ['render'], tags)).toMatchObject({ value: 'Call <em>getRenderProgress</em>()', matchLevel: 'full', matchedWords: ['render'] });
  });

  it('marks a word that is neighbouring query words run together, the last one maybe unfinished', () => {
    expect(highlightText('See rendermedia.', ['render', 'media'], tags)).toMatchObject({ value: 'See <em>rendermedia</em>.', matchLevel: 'full', matchedWords: ['render', 'media'] });
    expect(highlightText('See rendermedia.', ['render', 'med'], tags)).toMatchObject({ matchLevel: 'full', matchedWords: ['render', 'med'] });
    expect(highlightText('See rendermedia.', ['render', 'mode'], tags)).toMatchObject({ value: 'See rendermedia.', matchLevel: 'none' });
  });

  it('still marks plain words as before, and snippets around an identifier', () => {
    expect(highlightText('Render the media', ['render', 'media'], tags)).toMatchObject({ value: '<em>Render</em> the <em>media</em>', matchLevel: 'full' });
    expect(snippetText('one two three four five six renderMedia() seven eight', ['render', 'media'], 3, tags).value).toBe('…six <em>renderMedia</em>() seven…');
  });
});
