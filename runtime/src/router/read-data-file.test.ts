import { describe, expect, it } from 'vitest';
import type { ShellData } from '../data/site-data.js';
import { createDataStore } from './data-store.js';
import { readDataFile } from './read-data-file.js';

const shell = { manifest: 'm', dataBase: '/assets/data/' } as ShellData;

function thrown(fn: () => unknown): unknown {
  try {
    fn();
  } catch (value) {
    return value;
  }
  throw new Error('expected a throw');
}

describe('readDataFile', () => {
  it('returns a loaded file at once', () => {
    const store = createDataStore(shell, { a: { view: 'blog-archive' } as never }, async () => ({}));
    expect(readDataFile(store, 'a').view).toBe('blog-archive');
  });

  it('throws a promise that settles when the file has loaded, then returns it', async () => {
    const store = createDataStore(shell, {}, async () => ({ view: 'blog-archive' }));
    const promise = thrown(() => readDataFile(store, 'x'));
    expect(promise).toBeInstanceOf(Promise);
    await promise;
    expect(readDataFile(store, 'x').view).toBe('blog-archive');
  });

  it('throws the error of a failed load on the next read instead of fetching again', async () => {
    let calls = 0;
    const store = createDataStore(shell, {}, async () => {
      calls++;
      throw new Error('offline');
    });
    await thrown(() => readDataFile(store, 'x'));
    expect(thrown(() => readDataFile(store, 'x'))).toMatchObject({ message: 'offline' });
    expect(calls).toBe(1);
  });
});
