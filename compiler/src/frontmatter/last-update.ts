import type { FileHistory } from '../content/file-history.js';

/** The `last_update` front matter of docs and blog posts. */
export interface FrontMatterLastUpdate {
  author?: string;
  /** A YAML date or any string `Date.parse` reads. */
  date?: unknown;
}

/** Last-update data of a doc or post: ms since the epoch, author name; absent when unknown or off. */
export interface LastUpdateData {
  lastUpdatedAt?: number;
  lastUpdatedBy?: string;
}

/**
 * Last-update data as Docusaurus 3.7.0's `readLastUpdateData` decides it: nothing unless
 * `showLastUpdateTime` / `showLastUpdateAuthor` is on; each of time and author from front
 * matter `last_update` when given there, else from the file's last commit (`history`, read by
 * the loader). A front matter date that does not parse falls back to the commit time.
 */
export function resolveLastUpdate(
  lastUpdate: FrontMatterLastUpdate | undefined,
  history: FileHistory | undefined,
  options: { showLastUpdateTime: boolean; showLastUpdateAuthor: boolean },
): LastUpdateData {
  const out: LastUpdateData = {};
  if (options.showLastUpdateTime) {
    const written = lastUpdate?.date instanceof Date ? lastUpdate.date.getTime() : lastUpdate?.date !== undefined ? Date.parse(String(lastUpdate.date)) : Number.NaN;
    const at = Number.isFinite(written) ? written : history?.lastUpdatedAt;
    if (at !== undefined) out.lastUpdatedAt = at;
  }
  if (options.showLastUpdateAuthor) {
    const by = lastUpdate?.author || history?.lastUpdatedBy;
    if (by) out.lastUpdatedBy = by;
  }
  return out;
}
