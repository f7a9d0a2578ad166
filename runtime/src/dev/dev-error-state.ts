import type { OverlayError } from './dev-errors.js';

/**
 * The HMR message the dev server sends after an update: Vite's error message (its client opens
 * the overlay), or an empty Vite update, on which Vite's client closes the overlay (or reloads
 * a page that was loaded showing one, e.g. an error page).
 */
export type OverlayMessage = { type: 'error'; err: OverlayError } | { type: 'update'; updates: [] };

/** The build errors that stand between two updates of the dev server (see {@link createDevErrorState}). */
export interface DevErrorState {
  /** The compile threw: `err` stands for the whole site (the last good site is served) until a compile succeeds. */
  compileFailed(err: OverlayError): void;
  /**
   * A compile succeeded: the site-wide error goes, and so do those of the `changed` files
   * (site-relative); `errors` (pages whose content does not compile, by site-relative file)
   * stand until their file changes again.
   */
  compiled(changed: readonly string[], errors: readonly { file: string; err: OverlayError }[]): void;
  /** A page was served showing an error (an error page): the next clean update must clear it. */
  shown(): void;
  /** The error to show now: the site-wide one, else that of the first file in path order; null when none stands. */
  current(): OverlayError | null;
  /**
   * What to send open pages after an update: the current error; else, when an error was shown
   * since the last clear, the clear message; else null (nothing to say).
   */
  message(): OverlayMessage | null;
}

/**
 * Tracks the dev server's build errors: a failed compile (front matter, config) stands for the
 * whole site, a page whose content does not compile (MDX) for its file. Every error is shown on
 * every open page and fresh load, as Docusaurus (webpack's overlay) does: the developer sees the
 * error of the file just saved wherever the browser is. Pure bookkeeping: sends nothing.
 */
export function createDevErrorState(): DevErrorState {
  let site: OverlayError | null = null;
  const byFile = new Map<string, OverlayError>();
  let shown = false;
  const current = (): OverlayError | null => {
    if (site) return site;
    const first = [...byFile.keys()].sort()[0];
    return first === undefined ? null : byFile.get(first)!;
  };
  return {
    compileFailed(err) {
      site = err;
    },
    compiled(changed, errors) {
      site = null;
      for (const f of changed) byFile.delete(f);
      for (const { file, err } of errors) byFile.set(file, err);
    },
    shown() {
      shown = true;
    },
    current,
    message() {
      const err = current();
      if (err) {
        shown = true;
        return { type: 'error', err };
      }
      if (!shown) return null;
      shown = false;
      return { type: 'update', updates: [] };
    },
  };
}
