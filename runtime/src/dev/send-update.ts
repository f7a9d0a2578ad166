import type { ViteDevServer } from 'vite';
import type { SitePlan } from '../data/plan-site-data.js';
import type { DevErrorState } from './dev-error-state.js';
import { epochNow, ms } from './dev-timing.js';
import type { DevUpdateAction } from './dev-update.js';
import { pushedFiles } from './pushed-files.js';

/** What {@link sendUpdate} needs. */
export interface SendUpdateContext {
  /** The plan after the update (the pushed data files come from it). */
  plan: SitePlan;
  /** Epoch ms of the batch's first file event (the update carries it for the browser's timing). */
  changedAt: number;
  /** Vite, whose WebSocket reaches open pages (created when not yet running). */
  vite: () => Promise<ViteDevServer>;
  errors: DevErrorState;
}

/**
 * Tells open pages about an update over Vite's WebSocket: an in-place update as the custom
 * event `sitegraph:update`, with the renamed data files pushed when they are small enough (see
 * `pushedFiles`); a reload as Vite's `full-reload` after invalidating the virtual site module;
 * then the standing build error, or the message that clears a shown one (see
 * `DevErrorState.message`). `action.update` is completed in place (files, timing).
 *
 * @returns the timing of the steps, for the verbose log
 * @throws (rejects) when Vite cannot start
 */
export async function sendUpdate(action: DevUpdateAction, ctx: SendUpdateContext): Promise<string[]> {
  const steps: string[] = [];
  if (action.kind === 'update') {
    const update = action.update;
    if (update.renamed) {
      const t = epochNow();
      const pushed = pushedFiles(ctx.plan, Object.values(update.renamed));
      if (pushed.files) update.files = pushed.files;
      steps.push(`payload ${ms(t, epochNow())} (${Object.keys(pushed.files ?? {}).length} file(s) pushed, ${Math.round(pushed.chars / 1024)} KB)`);
    }
    const t = epochNow();
    update.timing = { changed: ctx.changedAt, sent: t };
    const vite = await ctx.vite();
    vite.ws.send({ type: 'custom', event: 'sitegraph:update', data: update });
    steps.push(`send ${ms(t, epochNow())}`);
  }
  if (action.kind === 'reload') {
    const vite = await ctx.vite();
    const mod = vite.moduleGraph.getModuleById('\0virtual:sitegraph-site');
    if (mod) vite.moduleGraph.invalidateModule(mod);
    vite.ws.send({ type: 'full-reload', path: '*' });
  }
  const overlay = ctx.errors.message();
  if (overlay) (await ctx.vite()).ws.send(overlay);
  return steps;
}
