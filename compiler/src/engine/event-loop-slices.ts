import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * Paces a long loop on a thread that also answers requests (the dev server's background
 * check): `due()` says whether a slice of `sliceMs` has run since the last turn, `turn()` gives
 * the event loop one (`setImmediate`) and starts the next slice. Used as
 * `if (slices.due()) await slices.turn();` between the loop's steps.
 */
export class EventLoopSlices {
  private started = performance.now();

  /** @param sliceMs how long (ms) the loop runs before the event loop gets a turn */
  constructor(private readonly sliceMs = 10) {}

  /** Whether the current slice is spent. */
  due(): boolean {
    return performance.now() - this.started >= this.sliceMs;
  }

  /** Gives the event loop a turn, then starts a new slice. */
  async turn(): Promise<void> {
    await nextTurn();
    this.started = performance.now();
  }
}
