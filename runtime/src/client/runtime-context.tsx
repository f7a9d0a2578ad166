import { createContext, useContext, type ReactNode } from 'react';
import type { ShellData } from '../data/site-data.js';
import type { HeadManager } from '../head/head-manager.js';
import type { DataStore } from '../router/data-store.js';
import type { ModuleStore } from '../router/module-store.js';
import type { SiteClientModule } from './site-module.js';

/** Everything the theme reads about the running site. */
export interface SiteRuntime {
  shell: ShellData;
  data: DataStore;
  /** Site modules (JSX pages) by source path. */
  modules: ModuleStore;
  /**
   * Theme view groups left out of the client entry, by group (`pages/view-groups.ts`): lazy in
   * the browser, `pages/eager-views.ts` on the server. Rendering such a view without it throws
   * {@link MissingViewsError}.
   */
  views?: ModuleStore;
  site: SiteClientModule;
  head: HeadManager;
  /** True while rendering on the server. */
  server: boolean;
}

const RuntimeContext = createContext<SiteRuntime | null>(null);

/** Provides the site runtime to the theme. */
export function RuntimeProvider({ value, children }: { value: SiteRuntime; children: ReactNode }) {
  return <RuntimeContext.Provider value={value}>{children}</RuntimeContext.Provider>;
}

/** Error thrown when a context hook is used outside its provider (SPEC §8). */
export class MissingProviderError extends Error {
  constructor(hook: string, provider: string) {
    super(`${hook}() was called outside <${provider}>; render the component inside the sitegraph app.`);
    this.name = 'MissingProviderError';
  }
}

/** Error thrown when a lazily loaded view renders with a runtime that has no `views` store. */
export class MissingViewsError extends Error {
  constructor(view: string) {
    super(`The view ${view} is loaded lazily, but the site runtime has no views store; pass views: createModuleStore(loaders, eagerViews).`);
    this.name = 'MissingViewsError';
  }
}

/** The view-group store of the runtime; throws {@link MissingViewsError} (naming `view`) without one. */
export function viewStore(runtime: SiteRuntime, view: string): ModuleStore {
  if (!runtime.views) throw new MissingViewsError(view);
  return runtime.views;
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
