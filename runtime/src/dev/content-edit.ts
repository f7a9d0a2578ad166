import { renameDataIds } from '../client/dev-updates.js';
import { dataId } from '../data/data-id.js';
import type { PageChunk } from '../data/graph-types.js';
import { lazyContentHashes, lazyPlannedFile } from '../data/lazy-file.js';
import type { PlannedFile, SitePlan } from '../data/plan-site-data.js';
import type { DataFile } from '../data/site-data.js';
import type { DevUpdateAction } from './dev-update.js';

/**
 * Which lazily planned data files embed each chunk: chunk id → data file ids. Built from a plan
 * once ({@link indexPlannedChunks}) and kept in step by {@link applyContentEdit}, so an edit
 * looks up the files it changes instead of scanning every file's text.
 */
export type ChunkIndex = Map<string, Set<string>>;

/** The {@link ChunkIndex} of a plan (reads the markers of every lazily planned file). */
export function indexPlannedChunks(plan: SitePlan): ChunkIndex {
  const index: ChunkIndex = new Map();
  for (const [id, file] of plan.files) {
    if (file.chunkHashes) addHashes(index, id, file.chunkHashes());
    else if (file.planned) addToIndex(index, id, file.planned);
  }
  return index;
}

function addToIndex(index: ChunkIndex, fileId: string, planned: string): void {
  addHashes(index, fileId, lazyContentHashes(planned));
}

function addHashes(index: ChunkIndex, fileId: string, hashes: readonly string[]): void {
  for (const hash of hashes) {
    let files = index.get(hash);
    if (!files) index.set(hash, (files = new Set()));
    files.add(fileId);
  }
}

function removeFromIndex(index: ChunkIndex, fileId: string, planned: string): void {
  for (const hash of lazyContentHashes(planned)) {
    const files = index.get(hash);
    files?.delete(fileId);
    if (files?.size === 0) index.delete(hash);
  }
}

/**
 * The fast path of an edit that changed only page bodies: swaps the chunk ids (`renamed`: old →
 * new) in the lazily planned data files that embed them (found through `index`, which is
 * updated in place), gives those files their new ids, and re-ids the manifest. Nothing else of
 * the plan is recomputed, and no page content is compiled here. Returns the new plan and the
 * update to push, whose `renamed` (old → new data file ids) lets the client patch its
 * manifest; `none` when no data file embeds a renamed chunk.
 *
 * The plan's `files` map is updated in place too: copying it cost 6–20 ms of each edit at
 * 50,000 docs. The files an edit replaces (`replaced`) stay readable until the next edit, which
 * deletes them when given them as `retire`, so a page still rendering from the previous plan
 * finds its files.
 *
 * @param index the chunk index of `plan` (default: built now, which reads every planned file)
 * @param retire the `replaced` ids of the previous edit of this plan, deleted now
 */
export function applyContentEdit(
  plan: SitePlan,
  renamed: ReadonlyMap<string, string>,
  readChunk: (hash: string) => PageChunk,
  index: ChunkIndex = indexPlannedChunks(plan),
  retire: readonly string[] = [],
): { plan: SitePlan; action: DevUpdateAction; replaced: string[] } {
  const fileRenames = new Map<string, string>();
  const { files } = plan;
  // First: an edit that undoes the previous one makes a retired id again.
  for (const id of retire) files.delete(id);
  const affected = new Set<string>();
  for (const from of renamed.keys()) for (const id of index.get(from) ?? []) affected.add(id);
  for (const id of [...affected].sort()) {
    const planned = files.get(id)?.planned;
    if (!planned) continue;
    let text = planned;
    for (const [from, to] of renamed) if (text.includes(`"${from}"`)) text = text.split(`{"$chunk":"${from}"}`).join(`{"$chunk":"${to}"}`);
    if (text === planned) continue;
    const next = dataId(text);
    fileRenames.set(id, next);
    files.set(next, lazyPlannedFile(text, JSON.parse(text) as DataFile, readChunk));
    removeFromIndex(index, id, planned);
    addToIndex(index, next, text);
  }
  if (fileRenames.size === 0) return { plan, action: { kind: 'none' }, replaced: [] };
  const oldManifest = plan.shell.manifest;
  // The value gets the new ids by a copy of the changed paths (parsing the text again costs
  // milliseconds). Its id names this edit of the old manifest rather than hashing the new text,
  // which is made only when a page loads it: at 50,000 docs the text is 5 MB, and replacing the
  // ids in it and hashing it took 20–30 ms of each edit. The id is as unique and deterministic.
  // The client patches its copy with the same function (`renamedFiles` is the update's `renamed`).
  const renamedFiles = Object.fromEntries([...fileRenames].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  const routes = renameDataIds(plan.manifest, renamedFiles);
  const manifestValue: Extract<DataFile, { view: 'manifest' }> = { view: 'manifest', routes };
  const manifestId = dataId(`${oldManifest}\u0000${JSON.stringify(renamedFiles)}`);
  files.set(manifestId, textOnDemand(manifestValue));
  const next: SitePlan = { ...plan, shell: { ...plan.shell, manifest: manifestId }, manifest: routes, files };
  const removed = [...fileRenames.keys(), oldManifest].sort();
  return { plan: next, action: { kind: 'update', update: { shellChanged: false, manifest: manifestId, removed, renamed: renamedFiles } }, replaced: removed };
}

/** A planned file whose JSON text is made on first use, then kept. */
function textOnDemand(value: DataFile): PlannedFile {
  let text: string | undefined;
  return {
    get text() {
      return (text ??= JSON.stringify(value));
    },
    value,
  };
}
