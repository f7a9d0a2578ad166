import type { StorageSlot } from '../storage/storage.js';
import { DARK_MEDIA_QUERY, chooseColorMode, parseColorMode, type ColorMode, type ColorModeConfig } from './color-mode.js';

/** What the colour mode store needs from the browser (injectable for tests). */
export interface ColorModeEnvironment {
  slot: StorageSlot;
  /** `window.matchMedia`, or undefined when not supported. */
  matchMedia?: (query: string) => Pick<MediaQueryList, 'matches' | 'addEventListener' | 'removeEventListener'>;
  /** Sets `data-theme` on the root element. */
  apply(mode: ColorMode): void;
}

/** The colour mode state outside React: current mode, changes, and subscriptions. */
export interface ColorModeStore {
  get(): ColorMode;
  /** Shows `mode`; stores it under the `theme` key unless `persist` is false. */
  set(mode: ColorMode, options?: { persist?: boolean }): void;
  /** Follows changes from other tabs and from the system preference; returns the unsubscribe. */
  subscribe(onChange: (mode: ColorMode) => void): () => void;
}

/**
 * Creates the store; its initial mode follows {@link chooseColorMode} with the stored value and
 * the system preference. A stored choice always wins over the system preference; the system
 * preference is followed live only while nothing is stored.
 */
export function createColorModeStore(config: ColorModeConfig, env: ColorModeEnvironment): ColorModeStore {
  const media = env.matchMedia?.(DARK_MEDIA_QUERY);
  let mode = chooseColorMode(config, env.slot.get(), media?.matches ?? false);
  const listeners = new Set<(mode: ColorMode) => void>();
  const update = (next: ColorMode): void => {
    if (next === mode) return;
    mode = next;
    env.apply(next);
    for (const l of [...listeners]) l(next);
  };
  return {
    get: () => mode,
    set(next, options = {}) {
      if (options.persist !== false) env.slot.set(next);
      update(next);
    },
    subscribe(onChange) {
      listeners.add(onChange);
      const offStorage = env.slot.listen((value) => {
        update(chooseColorMode(config, value, media?.matches ?? false));
      });
      const onMedia = (event: { matches: boolean }): void => {
        if (!config.respectPrefersColorScheme || parseColorMode(env.slot.get())) return;
        update(event.matches ? 'dark' : 'light');
      };
      media?.addEventListener('change', onMedia);
      return () => {
        listeners.delete(onChange);
        offStorage();
        media?.removeEventListener('change', onMedia);
      };
    },
  };
}
