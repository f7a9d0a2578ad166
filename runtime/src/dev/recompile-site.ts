import type { DevCompileResult, DevContentEdit } from '@sitegraph/compiler';
import { applyContentEdit, indexPlannedChunks } from './content-edit.js';
import type { DevErrorState } from './dev-error-state.js';
import { diagnosticOverlay, overlayError } from './dev-errors.js';
import { makePlan, type DevState } from './dev-state.js';
import { epochNow, ms } from './dev-timing.js';
import { devUpdateAction, type DevUpdateAction } from './dev-update.js';

/** What the dev server's `compile` option does (see `StartDevServerOptions.compile`). */
export type DevCompile = (changed: readonly string[] | null) => Promise<DevCompileResult | DevContentEdit> | DevCompileResult | DevContentEdit;

/** What {@link recompileSite} needs. */
export interface RecompileContext {
  compile: DevCompile;
  siteDir: string;
  /** Told of the compile's outcome: the errors it found, or that it failed. */
  errors: DevErrorState;
  onError: (error: unknown) => void;
}

/** The outcome of {@link recompileSite}. */
export interface Recompiled {
  /** The state to serve from now: the new one, or `state` when the compile failed. */
  state: DevState;
  /** How open pages must react. */
  action: DevUpdateAction;
  /** What the compile returned: `graph` (a whole compile) or the content edit's kind. */
  kind: string;
  /** Timing of the steps, for the verbose log (`compile 12.3 ms`, …). */
  steps: string[];
}

/**
 * Recompiles the site after the `changed` files (site-relative) changed and derives the next
 * state: a content edit (the dev compiler's answer to an edited body) patches the data files of
 * the current plan in place; a graph is planned anew and compared with the current plan. The
 * compile's page errors go to `errors`. A failed compile (or a content edit without lazy
 * content) keeps `state`, is reported through `onError` and stands as a site-wide error; the
 * action is then `none`.
 */
export async function recompileSite(state: DevState, changed: readonly string[], ctx: RecompileContext): Promise<Recompiled> {
  const steps: string[] = [];
  let next = state;
  let action: DevUpdateAction;
  let kind = 'graph';
  try {
    const compiling = epochNow();
    const result = await ctx.compile(changed);
    const compiled = epochNow();
    ctx.errors.compiled(changed, (result.errors ?? []).map((d) => ({ file: d.file ?? '', err: diagnosticOverlay(d, ctx.siteDir) })));
    if ('kind' in result) {
      kind = result.kind;
      const content = state.content;
      if (!content) throw new Error('A content edit needs a dev server started with lazy content.');
      const chunks = state.chunks ?? indexPlannedChunks(state.plan);
      const edited = applyContentEdit(state.plan, result.renamed, (h) => content.chunk(h), chunks, state.replaced);
      action = edited.action;
      next = { ...state, plan: edited.plan, chunks, replaced: edited.replaced };
      const timings = result.timings ? ` [${Object.entries(result.timings).map(([k, v]) => `${k} ${v.toFixed(1)}`).join(', ')}]` : '';
      steps.push(`compile ${ms(compiling, compiled)}${timings}`, `data files ${ms(compiled, epochNow())}`);
    } else {
      const planned = makePlan(result);
      action = devUpdateAction(state.plan, planned.plan);
      next = planned;
      steps.push(`compile ${ms(compiling, compiled)}`, `plan ${ms(compiled, epochNow())}`);
    }
  } catch (error) {
    ctx.onError(error);
    ctx.errors.compileFailed(overlayError(error, ctx.siteDir, changed));
    action = { kind: 'none' };
  }
  return { state: next, action, kind, steps };
}
