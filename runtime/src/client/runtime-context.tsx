import { createContext, useContext, type ReactNode } from 'react';
import { setCodeTranslations } from '../docusaurus/code-translations.js';
import { setThemeLocale } from '../i18n/theme-message.js';
import type { ShellData } from '../data/site-data.js';
import type { HeadManager } from '../head/head-manager.js';
import type { DataStore } from '../router/data-store.js';
import type { ModuleStore } from '../router/module-store.js';
import type { ThemeOverrides } from '../swizzle/use-theme-component.js';
import type { SiteClientModule } from './site-module.js';

/** Everything the theme reads about the running site. */
export interface SiteRuntime {
  shell: ShellData;
  data: DataStore;
  /** Site modules (JSX pages) by source path. */
  modules: ModuleStore;
  /**
   * Theme view groups left out of the client entry, by group (`pages/view-groups.ts`): lazy in
   * the browser (`pages/view-loaders.ts`), all loaded on the server (`pages/eager-views.ts`).
   */
  views: ModuleStore;
  site: SiteClientModule;
  /** The site's swizzled components the shell renders (`src/theme/<Name>`), by theme name. */
  theme?: ThemeOverrides;
  head: HeadManager;
  /** True while rendering on the server. */
  server: boolean;
}

const RuntimeContext = createContext<SiteRuntime | null>(null);

/** Provides the site runtime to the theme. */
export function RuntimeProvider({ value, children }: { value: SiteRuntime; children: ReactNode }) {
  // `translate()` reads the locale's code.json outside React: set before anything renders.
  setCodeTranslations(value.shell.site.codeTranslations);
  setThemeLocale(value.shell.site.currentLocale);
  return <RuntimeContext.Provider value={value}>{children}</RuntimeContext.Provider>;
}

/** Error thrown when a context hook is used outside its provider (SPEC §8). */
export class MissingProviderError extends Error {
  constructor(hook: string, provider: string) {
    super(`${hook}() was called outside <${provider}>; render the component inside the sitegraph app.`);
    this.name = 'MissingProviderError';
  }
}

/** The site runtime; throws {@link MissingProviderError} outside the app. */
export function useSiteRuntime(): SiteRuntime {
  const value = useContext(RuntimeContext);
  if (!value) throw new MissingProviderError('useSiteRuntime', 'RuntimeProvider');
  return value;
}

/** The shell data (site options, theme config, docs versions). */
export function useShell(): ShellData {
  return useSiteRuntime().shell;
}

/** `themeConfig` as configured. */
export function useThemeConfig(): Record<string, unknown> {
  return useSiteRuntime().shell.themeConfig as Record<string, unknown>;
}
