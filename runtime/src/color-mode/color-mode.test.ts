import { describe, expect, it, vi } from 'vitest';
import { MemoryStorage, memoryEnvironment } from '../storage/fake-storage.test-support.js';
import { createSlotFactory } from '../storage/storage.js';
import { chooseColorMode, resolveColorModeConfig, type ColorMode } from './color-mode.js';
import { colorModeScript } from './color-mode-script.js';
import { createColorModeStore } from './color-mode-store.js';

const config = (o: object = {}) => resolveColorModeConfig(o);

describe('chooseColorMode', () => {
  it('defaults to light', () => {
    expect(config()).toEqual({ defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false });
    expect(chooseColorMode(config(), null, true)).toBe('light');
  });
  it('uses the configured default, ignoring the system unless asked', () => {
    expect(chooseColorMode(config({ defaultMode: 'dark' }), null, false)).toBe('dark');
    expect(chooseColorMode(config({ respectPrefersColorScheme: true }), null, true)).toBe('dark');
    expect(chooseColorMode(config({ respectPrefersColorScheme: true, defaultMode: 'dark' }), null, false)).toBe('light');
  });
  it('prefers a valid stored choice and ignores junk', () => {
    expect(chooseColorMode(config({ respectPrefersColorScheme: true }), 'light', true)).toBe('light');
    expect(chooseColorMode(config({ defaultMode: 'dark' }), 'purple', false)).toBe('dark');
  });
});

function runScript(cfg: ReturnType<typeof config>, stored: string | null, prefersDark: boolean, storageThrows = false): string | null {
  const attrs = new Map<string, string>();
  const document = { documentElement: { setAttribute: (k: string, v: string) => attrs.set(k, v) } };
  const localStorage = {
    getItem: (k: string) => {
      if (storageThrows) throw new Error('blocked');
      return k === 'theme' ? stored : null;
    },
  };
  const window = { matchMedia: (q: string) => ({ matches: q.includes('dark') && prefersDark }) };
  new Function('document', 'localStorage', 'window', colorModeScript(cfg))(document, localStorage, window);
  return attrs.get('data-theme') ?? null;
}

describe('colorModeScript', () => {
  it('applies the same rule as chooseColorMode before first paint', () => {
    for (const respect of [true, false])
      for (const defaultMode of ['light', 'dark'])
        for (const stored of [null, 'light', 'dark', 'junk'])
          for (const prefersDark of [true, false]) {
            const cfg = config({ respectPrefersColorScheme: respect, defaultMode });
            expect(runScript(cfg, stored, prefersDark)).toBe(chooseColorMode(cfg, stored, prefersDark));
          }
  });
  it('falls back to the default when storage throws', () => {
    expect(runScript(config({ defaultMode: 'dark' }), 'light', false, true)).toBe('dark');
  });
});

function mediaQuery(matches: boolean) {
  const listeners = new Set<(e: { matches: boolean }) => void>();
  return {
    matches,
    addEventListener: (_: string, l: (e: { matches: boolean }) => void) => listeners.add(l),
    removeEventListener: (_: string, l: (e: { matches: boolean }) => void) => listeners.delete(l),
    fire(m: boolean) {
      this.matches = m;
      for (const l of listeners) l({ matches: m });
    },
  };
}

describe('createColorModeStore', () => {
  const setup = (cfg: object, stored: string | null, prefersDark = false) => {
    const storage = new MemoryStorage();
    if (stored) storage.map.set('theme', stored);
    const env = memoryEnvironment(storage);
    const slot = createSlotFactory(env, { warn: vi.fn(), error: vi.fn() }).slot('theme');
    const media = mediaQuery(prefersDark);
    const applied: ColorMode[] = [];
    const store = createColorModeStore(config(cfg), {
      slot,
      matchMedia: () => media as never,
      apply: (m) => applied.push(m),
    });
    return { store, storage, env, media, applied };
  };

  it('stores the toggled choice under "theme"', () => {
    const { store, storage, applied } = setup({}, null);
    expect(store.get()).toBe('light');
    store.set('dark');
    expect(storage.map.get('theme')).toBe('dark');
    expect(applied).toEqual(['dark']);
    store.set('light', { persist: false });
    expect(storage.map.get('theme')).toBe('dark');
    expect(store.get()).toBe('light');
  });

  it('follows another tab', () => {
    const { store, env } = setup({}, 'light');
    const seen: ColorMode[] = [];
    store.subscribe((m) => seen.push(m));
    env.dispatch('theme', 'dark');
    expect(seen).toEqual(['dark']);
  });

  it('follows the system only while nothing is stored', () => {
    const a = setup({ respectPrefersColorScheme: true }, null, false);
    const seen: ColorMode[] = [];
    a.store.subscribe((m) => seen.push(m));
    a.media.fire(true);
    expect(seen).toEqual(['dark']);

    const b = setup({ respectPrefersColorScheme: true }, 'light', false);
    const seenB: ColorMode[] = [];
    b.store.subscribe((m) => seenB.push(m));
    b.media.fire(true);
    expect(seenB).toEqual([]);

    const c = setup({ respectPrefersColorScheme: false }, null, false);
    const seenC: ColorMode[] = [];
    c.store.subscribe((m) => seenC.push(m));
    c.media.fire(true);
    expect(seenC).toEqual([]);
  });
});
