/** The check that every doc id a sidebar names exists in the version (SPEC §8). */

import { fail } from '../diagnostics/index.js';
import { collectReferencedDocIds } from './sidebars-index.js';
import type { LoadedSidebars } from './types.js';

/**
 * Fails when a doc item, ref item or category doc link names a doc id the version does not
 * have (drafts count as existing: their items were removed, not wrong).
 *
 * @param knownDocIds ids of every doc of the version, drafts included
 * @param sidebarFileText text of the sidebars file, when there is one: the error then gives
 *   the line where the first unknown id is written
 * @throws CompileError `sidebars/unknown-doc` naming the sidebars file, the unknown ids and
 *   every available id (sorted)
 */
export function checkSidebarDocIds(
  sidebars: LoadedSidebars,
  knownDocIds: Iterable<string>,
  sidebarFilePath: string | null,
  versionName: string,
  sidebarFileText?: string,
): void {
  const known = new Set(knownDocIds);
  const unknown = new Set<string>();
  for (const { items } of sidebars) {
    for (const id of collectReferencedDocIds(items)) if (!known.has(id)) unknown.add(id);
  }
  if (unknown.size === 0) return;
  const sorted = (ids: Iterable<string>) => [...ids].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  fail(
    'sidebars/unknown-doc',
    `Invalid sidebar file${sidebarFilePath ? ` at "${sidebarFilePath}"` : ''} (version "${versionName}").\n` +
      `These sidebar document ids do not exist:\n- ${sorted(unknown).join('\n- ')}\n\n` +
      `Available document ids are:\n- ${sorted(known).join('\n- ')}`,
    { file: sidebarFilePath ?? undefined, line: findQuotedLine(sidebarFileText, sorted(unknown)[0]!) },
  );
}

/** 1-based line of the first `"text"` or `'text'` in a file, undefined when absent. */
export function findQuotedLine(fileText: string | undefined, text: string): number | undefined {
  if (fileText === undefined) return undefined;
  const lines = fileText.split(/\r?\n/);
  const needles = [JSON.stringify(text), `'${text}'`];
  const at = lines.findIndex((line) => needles.some((n) => line.includes(n)));
  return at === -1 ? undefined : at + 1;
}
