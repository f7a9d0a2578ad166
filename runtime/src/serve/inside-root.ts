import { realpathSync } from 'node:fs';
import path from 'node:path';

/**
 * Whether serving the URL path `urlPath` (relative to the site folder `realRoot`, which must be a
 * real path) stays inside that folder once symbolic links are resolved: every file the static
 * handler could answer with (`p`, `p.html`, `p/index.html`) that exists must have its real path
 * inside `realRoot`. A link that leads out (to `/etc/passwd`, to a parent folder) makes the
 * request a 404, however the link got into the output.
 */
export function staysInsideRoot(realRoot: string, urlPath: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath.split('?')[0]!.split('#')[0]!);
  } catch {
    return false;
  }
  const base = path.join(realRoot, decoded);
  for (const candidate of [base, `${base}.html`, path.join(base, 'index.html')]) {
    let real: string;
    try {
      real = realpathSync(candidate);
    } catch {
      continue;
    }
    const rel = path.relative(realRoot, real);
    if (rel.startsWith('..') || path.isAbsolute(rel)) return false;
  }
  return true;
}
