import { dataId } from '../data/data-id.js';
import type { PageChunk } from '../data/graph-types.js';
import { lazyPlannedFile } from '../data/lazy-file.js';
import type { PlannedFile, SitePlan } from '../data/plan-site-data.js';
import type { DataFile } from '../data/site-data.js';
import type { DevUpdateAction } from './dev-update.js';

/**
 * The fast path of an edit that changed only page bodies: swaps the chunk ids (`renamed`: old →
 * new) in the lazily planned data files that embed them, gives those files their new ids, and
 * re-ids the manifest. Nothing else of the plan is recomputed. Returns the new plan (the old one
 * is not mutated) and the update to push; `none` when no data file embeds a renamed chunk.
 */
export function applyContentEdit(
  plan: SitePlan,
  renamed: ReadonlyMap<string, string>,
  readChunk: (hash: string) => PageChunk,
): { plan: SitePlan; action: DevUpdateAction } {
  const fileRenames = new Map<string, string>();
  const files = new Map<string, PlannedFile>(plan.files);
  for (const [id, file] of plan.files) {
    if (!file.planned) continue;
    let text = file.planned;
    for (const [from, to] of renamed) if (text.includes(`"${from}"`)) text = text.split(`{"$chunk":"${from}"}`).join(`{"$chunk":"${to}"}`);
    if (text === file.planned) continue;
    const next = dataId(text);
    fileRenames.set(id, next);
    files.delete(id);
    files.set(next, lazyPlannedFile(text, JSON.parse(text) as DataFile, readChunk));
  }
  if (fileRenames.size === 0) return { plan, action: { kind: 'none' } };
  const oldManifest = plan.shell.manifest;
  let manifestText = files.get(oldManifest)!.text;
  for (const [from, to] of fileRenames) manifestText = manifestText.split(`"data":"${from}"`).join(`"data":"${to}"`);
  const manifestValue = JSON.parse(manifestText) as Extract<DataFile, { view: 'manifest' }>;
  const manifestId = dataId(manifestText);
  files.delete(oldManifest);
  files.set(manifestId, { text: manifestText, value: manifestValue });
  const next: SitePlan = { ...plan, shell: { ...plan.shell, manifest: manifestId }, manifest: manifestValue.routes, files };
  const removed = [...fileRenames.keys(), oldManifest].sort();
  return { plan: next, action: { kind: 'update', update: { shellChanged: false, manifest: manifestId, removed } } };
}
