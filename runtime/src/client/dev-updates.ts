import type { SiteRuntime } from './runtime-context.js';

/** The update the dev server pushes after a recompile. */
export interface DevUpdate {
  /** New shell (theme config or docs versions may have changed). */
  shellChanged: boolean;
  /** New manifest id. */
  manifest: string;
  /** Ids of data files that no longer exist or changed (dropped from the cache). */
  removed: string[];
}

/**
 * Applies dev server updates without a full reload: drops changed data files, switches to the
 * new manifest and re-renders the displayed route. A shell change (theme config) reloads the page.
 */
export function connectDevUpdates(runtime: SiteRuntime, hot: { on(event: string, cb: (data: DevUpdate) => void): void }): void {
  hot.on('sitegraph:update', (update) => {
    if (update.shellChanged) {
      window.location.reload();
      return;
    }
    runtime.data.invalidate(update.removed, update.manifest);
    window.dispatchEvent(new Event('sitegraph:data-updated'));
  });
}
