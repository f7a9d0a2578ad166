import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HashedText } from './hashed-text.js';

describe('HashedText', () => {
  it('hands the sink the whole text in order and names it by the digest of it as one, however it was split', () => {
    // Pieces up to 40,000 characters, so chunks are cut both inside and between pieces.
    const pieces = fc.array(fc.oneof(fc.string({ maxLength: 50 }), fc.string({ unit: 'grapheme', maxLength: 200 }), fc.nat(40_000).map((n) => 'x'.repeat(n))), { maxLength: 30 });
    fc.assert(
      fc.property(pieces, (parts) => {
        const written: string[] = [];
        const closed: string[] = [];
        const text = new HashedText({ write: (t) => void written.push(t), close: (path) => void closed.push(`${path} after ${written.join('').length}`) });
        for (const part of parts) text.write(part);
        const whole = parts.join('');
        const path = text.close((digest) => `search/${digest}.json`);
        expect(written.join('')).toBe(whole);
        expect(path).toBe(`search/${createHash('sha256').update(whole).digest('hex')}.json`);
        // Closed once, under that name, with all of the text in the sink.
        expect(closed).toEqual([`${path} after ${whole.length}`]);
      }),
      { numRuns: 200 },
    );
  });
});
