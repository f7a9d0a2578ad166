import { describe, expect, it } from 'vitest';
import { BUNDLER_ALLOCATOR_ENV, releaseBundlerMemory } from './bundler-memory.js';

describe('releaseBundlerMemory', () => {
  it('sets the allocator variables that are unset and removes them again', () => {
    const env: NodeJS.ProcessEnv = { PATH: '/bin' };
    const restore = releaseBundlerMemory(env);
    for (const [name, value] of Object.entries(BUNDLER_ALLOCATOR_ENV)) expect(env[name]).toBe(value);
    restore();
    expect(env).toEqual({ PATH: '/bin' });
  });

  it('leaves a variable the user set as it is, also after restoring', () => {
    const env: NodeJS.ProcessEnv = { MIMALLOC_PURGE_DELAY: '50' };
    const restore = releaseBundlerMemory(env);
    expect(env.MIMALLOC_PURGE_DELAY).toBe('50');
    expect(env.MIMALLOC_PURGE_DECOMMITS).toBe('1');
    restore();
    expect(env).toEqual({ MIMALLOC_PURGE_DELAY: '50' });
  });
});
