import type { DevRenderer } from './dev-renderer.js';
import type { LazyVite } from './lazy-vite.js';
import type { SiteWatcher } from './site-watcher.js';

/** When Vite and the watcher start if no page was requested before (ms after listening). */
export const IDLE_START_MS = 300;

/** Options of {@link createBackgroundStart}. */
export interface BackgroundStartOptions {
  vite: LazyVite;
  renderer: DevRenderer;
  watcher: SiteWatcher;
  /** Whether the dev server was closed (nothing starts then). */
  isClosed: () => boolean;
  /** Errors of the watcher's start (Vite's are reported by the requests that need it). */
  onError: (error: unknown) => void;
}

/** The dev server's background start (see {@link createBackgroundStart}). */
export interface BackgroundStart {
  /** Starts now, unless started before or closed. */
  start(): void;
  /** Starts {@link IDLE_START_MS} from now unless started before (no page was requested). */
  startWhenIdle(): void;
  /** Cancels the idle start. */
  cancel(): void;
}

/**
 * What the dev server starts after its first page (or when idle), once: Vite, the theme's
 * SSR entry and the file watcher. The first pages need none of them, and their start keeps the
 * main thread busy.
 */
export function createBackgroundStart(options: BackgroundStartOptions): BackgroundStart {
  let started = false;
  let idleStart: NodeJS.Timeout | undefined;
  const start = (): void => {
    if (started || options.isClosed()) return;
    started = true;
    clearTimeout(idleStart);
    void options.vite
      .ensure()
      .then(() => options.renderer.loadServer())
      .catch(() => {}); // reported by the requests that need it
    options.watcher.start(options.onError);
  };
  return {
    start,
    startWhenIdle() {
      idleStart = setTimeout(start, IDLE_START_MS);
    },
    cancel() {
      clearTimeout(idleStart);
    },
  };
}
