import type { SitePlan } from '../data/plan-site-data.js';
import type { DataFile } from '../data/site-data.js';

/**
 * Largest total JSON text (in UTF-16 code units, about bytes) of the data files pushed with an
 * update over the WebSocket; when the new files are larger, the page fetches them instead.
 */
export const MAX_PUSHED_CHARS = 256 * 1024;

/**
 * The data files `ids` of `plan` to push with an update, by id, with the length of their JSON
 * text; `files` is undefined when they are larger than `maxChars` together or one of them does
 * not resolve (a lazily planned file whose content fails to compile: the page's fetch then
 * shows the error). Resolving a lazily planned file compiles its content if needed.
 */
export function pushedFiles(plan: SitePlan, ids: readonly string[], maxChars = MAX_PUSHED_CHARS): { files?: Record<string, DataFile>; chars: number } {
  const files: Record<string, DataFile> = {};
  let chars = 0;
  for (const id of ids) {
    const file = plan.files.get(id);
    if (!file) return { chars };
    try {
      chars += file.text.length;
      if (chars > maxChars) return { chars };
      files[id] = file.value;
    } catch {
      return { chars };
    }
  }
  return { files, chars };
}
