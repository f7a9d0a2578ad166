import { describe, expect, it } from 'vitest';
import { contentJsonOfChunk, jsonMembers } from './content-text.js';

describe('jsonMembers', () => {
  it('cuts the top-level members out of a compact JSON object, strings with brackets and escapes included', () => {
    const value = { a: '}{"x":[', b: { c: [1, { d: 'q\\"}' }], e: null }, f: -1.5e-7, g: true, h: [], 'k"ey': {} };
    const members = jsonMembers(JSON.stringify(value));
    expect(members.map(([k]) => k)).toEqual(Object.keys(value));
    for (const [k, text] of members) expect(JSON.parse(text)).toEqual(value[k as keyof typeof value]);
    expect(jsonMembers('{}')).toEqual([]);
  });

  it('throws on text that is not a compact object', () => {
    expect(() => jsonMembers('[1]')).toThrow();
    expect(() => jsonMembers('{"a":"x')).toThrow();
    expect(() => jsonMembers('{ "a": 1 }')).toThrow();
  });
});

describe('contentJsonOfChunk', () => {
  it('equals serialising the parsed chunk content', () => {
    const chunk = { source: 'docs/a.md', body: { type: 'root', children: [{ type: 'text', value: 'é "toc":[' }] }, toc: [{ id: 'x', value: 'X', level: 2 }], contentTitle: 'T', imports: [], meta: {} };
    const text = JSON.stringify(chunk);
    expect(contentJsonOfChunk(text)).toBe(JSON.stringify({ body: chunk.body, toc: chunk.toc, contentTitle: chunk.contentTitle }));
    const noTitle = { source: 's', body: { type: 'root', children: [] }, toc: [] };
    expect(contentJsonOfChunk(JSON.stringify(noTitle))).toBe(JSON.stringify({ body: noTitle.body, toc: noTitle.toc }));
  });
});
