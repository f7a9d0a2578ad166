import { describe, expect, it } from 'vitest';
import { bytesInMemory } from './stored-bytes.js';

describe('bytesInMemory', () => {
  it('gives any range within the bytes, as a view, and refuses a range outside them', () => {
    const bytes = new Uint8Array([0, 1, 2, 250, 255]);
    const stored = bytesInMemory(bytes);
    expect(stored.length).toBe(5);
    expect([...stored.read(1, 4)]).toEqual([1, 2, 250]);
    expect(stored.read(5, 5).length).toBe(0);
    expect(stored.read(0, 5).buffer).toBe(bytes.buffer);
    for (const [start, end] of [[-1, 2], [3, 6], [3, 2], [0.5, 2]] as const) expect(() => stored.read(start, end)).toThrow(RangeError);
  });
});
