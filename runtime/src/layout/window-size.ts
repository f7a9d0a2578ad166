/** Layout is desktop when the window is wider than this many CSS pixels (SPEC §4, §9). */
export const DESKTOP_THRESHOLD_WIDTH = 996;

export type WindowSize = 'desktop' | 'mobile';

/** Error thrown when the window size is read during server rendering or before hydration. */
export class WindowSizeBeforeHydrationError extends Error {
  constructor() {
    super('The window size was read during server rendering or before hydration; use the useWindowSize() hook, which reports "ssr" until the page is hydrated.');
    this.name = 'WindowSizeBeforeHydrationError';
  }
}

/** `desktop` above {@link DESKTOP_THRESHOLD_WIDTH}, `mobile` at or below it. */
export function windowSizeFromWidth(width: number): WindowSize {
  return width > DESKTOP_THRESHOLD_WIDTH ? 'desktop' : 'mobile';
}

/**
 * The current window size class. Throws {@link WindowSizeBeforeHydrationError} when there is
 * no window (server rendering) or `hydrated` is false.
 */
export function readWindowSize(win: { innerWidth: number } | undefined, hydrated: boolean): WindowSize {
  if (!win || !hydrated) throw new WindowSizeBeforeHydrationError();
  return windowSizeFromWidth(win.innerWidth);
}
