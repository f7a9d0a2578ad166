import { describe, expect, it } from 'vitest';
import { errorChain } from './error-chain.js';

describe('errorChain', () => {
  it('lists the error and its causes', () => {
    const root = new Error('disk full');
    const mid = new Error('could not save', { cause: root });
    expect(errorChain(new Error('page crashed', { cause: mid }))).toEqual(['page crashed', 'could not save', 'disk full']);
    expect(errorChain('plain')).toEqual(['plain']);
  });
  it('stops on cycles', () => {
    const a = new Error('a') as Error & { cause?: unknown };
    a.cause = a;
    expect(errorChain(a)).toEqual(['a']);
  });
});
