import type { ChangeBatch } from './change-batcher.js';
import type { DevErrorState } from './dev-error-state.js';
import type { DevState } from './dev-state.js';
import { epochNow, ms } from './dev-timing.js';
import type { DevUpdateAction } from './dev-update.js';
import type { LazyVite } from './lazy-vite.js';
import { recompileSite, type DevCompile } from './recompile-site.js';
import { sendUpdate } from './send-update.js';

/** Options of {@link createDevUpdates}. */
export interface DevUpdatesOptions {
  compile: DevCompile;
  siteDir: string;
  errors: DevErrorState;
  vite: LazyVite;
  onError: (error: unknown) => void;
  log: (message: string) => void;
  /** Log each step of each update (file event to WebSocket send). */
  verbose?: boolean;
}

/** The dev server's current state and its updates (see {@link createDevUpdates}). */
export interface DevUpdates {
  /** What requests are served from: the state of the last good compile. */
  state(): DevState;
  /** Recompiles after a batch of changes, moves to the new state and tells open pages. */
  apply(batch: ChangeBatch): Promise<void>;
  /** Resolves with the action of the next update (tests, tools). */
  nextUpdate(): Promise<DevUpdateAction>;
}

/**
 * Holds what the dev server serves from, starting with `initial` (the first compile's plan),
 * and applies each batch of changes: recompile ({@link recompileSite}), switch to the new state,
 * push the update, reload or error to open pages ({@link sendUpdate}), log one line (and with
 * `verbose` the timing of every step, from the write to the send), then resolve the waiters of
 * {@link DevUpdates.nextUpdate}.
 */
export function createDevUpdates(initial: DevState, options: DevUpdatesOptions): DevUpdates {
  const { siteDir, errors, onError, log } = options;
  let state = initial;
  const waiters: ((a: DevUpdateAction) => void)[] = [];
  return {
    state: () => state,
    nextUpdate: () => new Promise((resolve) => waiters.push(resolve)),
    async apply({ changed, timing, fired, started, settled }) {
      const recompiled = await recompileSite(state, changed, { compile: options.compile, siteDir, errors, onError });
      state = recompiled.state;
      const { action, kind } = recompiled;
      const steps = [`settle ${ms(started, settled)}`, ...recompiled.steps];
      steps.push(...(await sendUpdate(action, { plan: state.plan, changedAt: timing.event, vite: () => options.vite.ensure(), errors })));
      const done = epochNow();
      log(`${changed.length} file(s) changed: ${action.kind} in ${Math.round(done - started)} ms`);
      if (options.verbose) {
        const write = timing.written !== undefined ? `write → file event ${ms(timing.written, timing.event)}, ` : '';
        log(
          `dev: update of ${changed.join(', ')} (${kind} → ${action.kind}): ${write}debounce ${ms(timing.event, fired)}, queued ${ms(fired, started)}, ` +
            `${steps.join(', ')}; ${timing.written !== undefined ? `write → done ${ms(timing.written, done)}` : `file event → done ${ms(timing.event, done)}`}`,
        );
      }
      for (const w of waiters.splice(0)) w(action);
    },
  };
}
