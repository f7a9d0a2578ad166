import { createContext, startTransition, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { MissingProviderError, useThemeConfig } from '../client/runtime-context.js';
import { useStableValue } from '../app/use-stable-value.js';
import { storageSlot } from '../storage/storage.js';
import { COLOR_MODE_STORAGE_KEY, parseColorMode, resolveColorModeConfig, type ColorMode, type ColorModeConfig } from './color-mode.js';
import { createColorModeStore, type ColorModeStore } from './color-mode-store.js';

/** What `useColorMode()` returns. */
export interface ColorModeValue {
  colorMode: ColorMode;
  isDarkTheme: boolean;
  /** Shows `mode` and stores the choice under the `theme` key. */
  setColorMode(mode: ColorMode): void;
  config: ColorModeConfig;
}

const ColorModeContext = createContext<ColorModeValue | null>(null);

/**
 * Colour mode state for the app. The server render and the hydration render use
 * `defaultMode` (the inline head script has already set the real `data-theme`); after mount the
 * state follows `data-theme`, the stored choice, other tabs and, when enabled, the system preference.
 */
export function ColorModeProvider({ children }: { children: ReactNode }) {
  const config = useStableValue(resolveColorModeConfig(useThemeConfig().colorMode));
  const [mode, setMode] = useState<ColorMode>(config.defaultMode);
  const store = useRef<ColorModeStore | null>(null);

  useEffect(() => {
    const root = document.documentElement;
    const s = createColorModeStore(config, {
      slot: storageSlot(COLOR_MODE_STORAGE_KEY),
      matchMedia: typeof window.matchMedia === 'function' ? (q) => window.matchMedia(q) : undefined,
      apply: (m) => root.setAttribute('data-theme', m),
    });
    store.current = s;
    const shown = parseColorMode(root.getAttribute('data-theme')) ?? s.get();
    if (shown !== s.get()) s.set(shown, { persist: false });
    root.setAttribute('data-theme', s.get());
    // A transition: page content still hydrating (a Suspense boundary waiting for its data)
    // finishes first instead of being thrown away and rendered again (React error 421).
    startTransition(() => setMode(s.get()));
    return s.subscribe(setMode);
  }, [config]);

  const value = useMemo<ColorModeValue>(
    () => ({
      colorMode: mode,
      isDarkTheme: mode === 'dark',
      setColorMode: (m) => {
        if (store.current) store.current.set(m);
        else document.documentElement.setAttribute('data-theme', m);
        setMode(m);
      },
      config,
    }),
    [mode, config],
  );
  return <ColorModeContext.Provider value={value}>{children}</ColorModeContext.Provider>;
}

/** The colour mode; throws outside the app. */
export function useColorMode(): ColorModeValue {
  const value = useContext(ColorModeContext);
  if (!value) throw new MissingProviderError('useColorMode', 'ColorModeProvider');
  return value;
}
