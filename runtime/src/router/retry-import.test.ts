import { describe, expect, it } from 'vitest';
import { failedModuleUrl, retryingLoader, retryUrl } from './retry-import.js';

const URL_ = 'http://127.0.0.1:4173/assets/widget-abc123.js';

describe('failedModuleUrl', () => {
  it.each([
    [`Failed to fetch dynamically imported module: ${URL_}`, URL_],
    [`error loading dynamically imported module: ${URL_}`, URL_],
    [`Failed to fetch dynamically imported module: ${URL_}?retry=2`, `${URL_}?retry=2`],
    ['Importing a module script failed.', null],
    ['Could not reach https://api.example.org/data.', null],
  ])('%s → %s', (message, expected) => {
    expect(failedModuleUrl(new TypeError(message))).toBe(expected);
  });
});

describe('retryUrl', () => {
  it('sets the retry parameter, keeping the others', () => {
    expect(retryUrl(URL_, 1)).toBe(`${URL_}?retry=1`);
    expect(retryUrl(`${URL_}?retry=1`, 2)).toBe(`${URL_}?retry=2`);
    expect(retryUrl(`${URL_}?v=3#x`, 4)).toBe(`${URL_}?v=3&retry=4#x`);
  });
});

describe('retryingLoader', () => {
  it('after a failure that names the chunk, imports a fresh URL on each retry', async () => {
    const imported: string[] = [];
    let calls = 0;
    const fail = (url: string) => Promise.reject(new TypeError(`Failed to fetch dynamically imported module: ${url}`));
    const load = retryingLoader(
      () => (calls++, fail(URL_)),
      (url) => (imported.push(url), imported.length < 2 ? fail(url) : Promise.resolve({ default: 'ok' })),
    );
    await expect(load()).rejects.toThrow(URL_);
    await expect(load()).rejects.toThrow(`${URL_}?retry=1`);
    await expect(load()).resolves.toEqual({ default: 'ok' });
    expect(calls).toBe(1);
    expect(imported).toEqual([`${URL_}?retry=1`, `${URL_}?retry=2`]);
  });

  it('runs the loader again when the error names no URL, and never imports by URL after a success', async () => {
    const imported: string[] = [];
    let calls = 0;
    const load = retryingLoader(
      () => (++calls === 1 ? Promise.reject(new TypeError('Importing a module script failed.')) : Promise.resolve({ default: calls })),
      (url) => (imported.push(url), Promise.resolve({})),
    );
    await expect(load()).rejects.toThrow('Importing');
    await expect(load()).resolves.toEqual({ default: 2 });
    await expect(load()).resolves.toEqual({ default: 3 });
    expect(imported).toEqual([]);
  });
});
