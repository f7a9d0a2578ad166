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
 * changed data has new ids).
 */
export function devUpdateAction(previous: SitePlan, next: SitePlan): DevUpdateAction {
  const { manifest: _a, ...prevShell } = previous.shell;
  const { manifest: _b, ...nextShell } = next.shell;
  if (JSON.stringify(prevShell) !== JSON.stringify(nextShell)) return { kind: 'reload', reason: 'site configuration changed' };
  if (jsxModules(previous) !== jsxModules(next)) return { kind: 'reload', reason: 'React pages were added or removed' };
  if (previous.shell.manifest === next.shell.manifest) return { kind: 'none' };
  const removed = [...previous.files.keys()].filter((id) => !next.files.has(id)).sort();
  return { kind: 'update', update: { shellChanged: false, manifest: next.shell.manifest, removed } };
}
