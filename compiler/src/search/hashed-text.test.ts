import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HashedText } from './hashed-text.js';

describe('HashedText', () => {
  it('hands the sink the whole text in order and digests it as one, however it was split', () => {
    // Pieces up to 40,000 characters, so chunks are cut both inside and between pieces.
    const pieces = fc.array(fc.oneof(fc.string({ maxLength: 50 }), fc.string({ unit: 'grapheme', maxLength: 200 }), fc.nat(40_000).map((n) => 'x'.repeat(n))), { maxLength: 30 });
    fc.assert(
      fc.property(pieces, (parts) => {
        const written: string[] = [];
        const text = new HashedText({ write: (t) => void written.push(t), close: () => {} });
        for (const part of parts) text.write(part);
        const digest = text.digest();
        expect(written.join('')).toBe(parts.join(''));
        expect(digest).toBe(createHash('sha256').update(parts.join('')).digest('hex'));
      }),
      { numRuns: 200 },
    );
  });
});
