import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { PlannedFile } from '../data/plan-site-data.js';
import type { DataFile } from '../data/site-data.js';
import { RecentCache } from './recent-cache.js';

/**
 * Data files written to `dir` (`<id>.json`, e.g. the output's `assets/data`), read back when a
 * page uses them: `file(id)` is a {@link PlannedFile} whose text and value are loaded on access,
 * and only the `keep` most recently used are held (text and parsed value). So a prerender's
 * memory does not grow with the site. Reading a missing file throws (ENOENT).
 */
export function dataFilesOnDisk(dir: string, keep = 32): {
  file(id: string): PlannedFile;
  files(ids: Iterable<string>): Map<string, PlannedFile>;
  /** The folder was renamed to `to`: files are read from there. */
  moved(to: string): void;
} {
  const recent = new RecentCache<string, { text: string; value?: DataFile }>(keep);
  const load = (id: string): { text: string; value?: DataFile } => {
    let entry = recent.get(id);
    if (!entry) {
      entry = { text: readFileSync(path.join(dir, `${id}.json`), 'utf8') };
      recent.set(id, entry);
    }
    return entry;
  };
  const file = (id: string): PlannedFile => ({
    get text() {
      return load(id).text;
    },
    get value() {
      const entry = load(id);
      return (entry.value ??= JSON.parse(entry.text) as DataFile);
    },
  });
  return {
    file,
    files: (ids) => new Map([...ids].map((id) => [id, file(id)])),
    moved(to) {
      dir = to;
    },
  };
}
