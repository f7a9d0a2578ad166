/** Colour mode rules of SPEC §4: light or dark, default light, system preference when enabled. */

export type ColorMode = 'light' | 'dark';

/** `themeConfig.colorMode` with defaults applied (Docusaurus theme-classic option names). */
export interface ColorModeConfig {
  defaultMode: ColorMode;
  disableSwitch: boolean;
  respectPrefersColorScheme: boolean;
}

/** localStorage key of the stored choice (SPEC §4). */
export const COLOR_MODE_STORAGE_KEY = 'theme';

/** Media query of the system preference. */
export const DARK_MEDIA_QUERY = '(prefers-color-scheme: dark)';

/** Reads `themeConfig.colorMode` leniently: unknown values fall back to the defaults. */
export function resolveColorModeConfig(raw: unknown): ColorModeConfig {
  const o = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  return {
    defaultMode: o.defaultMode === 'dark' ? 'dark' : 'light',
    disableSwitch: o.disableSwitch === true,
    respectPrefersColorScheme: o.respectPrefersColorScheme === true,
  };
}

/** A stored value if it names a colour mode, else null. */
export function parseColorMode(value: string | null | undefined): ColorMode | null {
  return value === 'light' || value === 'dark' ? value : null;
}

/**
 * The mode to show: the stored choice; else the system preference when `respectPrefersColorScheme`;
 * else `defaultMode`.
 */
export function chooseColorMode(config: ColorModeConfig, stored: string | null, prefersDark: boolean): ColorMode {
  const choice = parseColorMode(stored);
  if (choice) return choice;
  if (config.respectPrefersColorScheme) return prefersDark ? 'dark' : 'light';
  return config.defaultMode;
}
