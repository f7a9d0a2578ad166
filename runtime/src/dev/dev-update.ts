import type { SitePlan } from '../data/plan-site-data.js';
import type { DevUpdate } from '../client/dev-updates.js';

/** How the browser must react to a recompile. */
export type DevUpdateAction = { kind: 'none' } | { kind: 'reload'; reason: string } | { kind: 'update'; update: DevUpdate };

function jsxModules(plan: SitePlan): string {
  return [...new Set(plan.pages.flatMap((p) => p.chain.map((r) => r.module).filter(Boolean)))].sort().join('\u0000');
}

/**
 * Compares two plans of the same site: unchanged → nothing; a changed shell (theme config,
 * versions) or a changed set of React pages → full reload; otherwise an in-place update that
 * swaps the manifest and drops the data files that no longer exist (ids are content hashes, so
 * changed data has new ids), with the new search index files when they changed.
 */
export function devUpdateAction(previous: SitePlan, next: SitePlan): DevUpdateAction {
  // The search index files are named by a hash of their content, so most edits rename them:
  // that is pushed with the update, not a reason to reload.
  const { manifest: _a, search: prevSearch, ...prevShell } = previous.shell;
  const { manifest: _b, search: nextSearch, ...nextShell } = next.shell;
  if (JSON.stringify(prevShell) !== JSON.stringify(nextShell)) return { kind: 'reload', reason: 'site configuration changed' };
  if (jsxModules(previous) !== jsxModules(next)) return { kind: 'reload', reason: 'React pages were added or removed' };
  const searchChanged = JSON.stringify(prevSearch) !== JSON.stringify(nextSearch);
  if (previous.shell.manifest === next.shell.manifest && !searchChanged) return { kind: 'none' };
  const removed = [...previous.files.keys()].filter((id) => !next.files.has(id)).sort();
  const update: DevUpdate = { shellChanged: false, manifest: next.shell.manifest, removed };
  if (searchChanged) update.search = nextSearch;
  return { kind: 'update', update };
}
