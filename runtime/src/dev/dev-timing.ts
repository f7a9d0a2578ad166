/** Milliseconds since the epoch, sub-millisecond (comparable with file mtimes and the browser's clock). */
export const epochNow = (): number => performance.timeOrigin + performance.now();

/** The time from `from` to `to` (ms) as a log fragment: `12.3 ms`. */
export const ms = (from: number, to: number): string => `${(to - from).toFixed(1)} ms`;

/** Logs one step of the dev server's start-up (see {@link createStepLog}). */
export type StepLog = (what: string) => void;

/**
 * A logger of start-up steps for `--verbose`: each line gives the time since the process
 * started and since the server did (the moment of this call). Logs nothing unless `verbose`.
 */
export function createStepLog(log: (message: string) => void, verbose: boolean | undefined): StepLog {
  const t0 = performance.now();
  return (what) => {
    if (verbose) log(`dev: ${what} at ${Math.round(performance.now())} ms after process start (${Math.round(performance.now() - t0)} ms in the server)`);
  };
}
