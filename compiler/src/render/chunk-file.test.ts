import { describe, expect, it } from 'vitest';
import type { PageChunk } from '../graph/page-chunk.js';
import { chunkFile, chunkFileWithBody } from './chunk-file.js';

const chunk: PageChunk = {
  source: 'docs/a "quoted".md',
  body: { type: 'root', children: [{ type: 'element', tagName: 'p', properties: {}, children: [{ type: 'text', value: 'é\u2028x' }] }] },
  toc: [{ value: 'A', id: 'a', level: 2, children: [] }],
  contentTitle: null,
  imports: ['Tabs'],
  meta: {},
};

describe('chunkFileWithBody', () => {
  it('gives the bytes and hash of chunkFile', () => {
    const { body, ...rest } = chunk;
    expect(chunkFileWithBody(rest, JSON.stringify(body))).toEqual(chunkFile(chunk));
    expect(chunkFileWithBody({ ...rest, contentTitle: 'T', toc: [] }, JSON.stringify(body))).toEqual(chunkFile({ ...chunk, contentTitle: 'T', toc: [] }));
  });
});
