import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { COMPILER_VERSION } from '../version.js';
import { lazy } from '../lazy/lazy.js';

// fast-glob loads on the first folder listed (../lazy/lazy.ts).
const require = createRequire(import.meta.url);
const fg = lazy(() => require('fast-glob') as typeof import('fast-glob'));

let stamp: string | undefined;

/**
 * A stamp of the compiler code that runs: a hash of the version and of the path, size and
 * modification time of every script of the package's code folder (`dist/` when running built,
 * `src/` from the sources). A file derived from the compiler's output and kept between runs
 * (the dev snapshot) is only reused by the same code: the version alone stays the same while
 * the code changes between commits. About 5 ms once per process.
 */
export function compilerCodeStamp(): string {
  if (stamp !== undefined) return stamp;
  const here = path.dirname(fileURLToPath(import.meta.url));
  let root = here;
  while (!existsSync(path.join(root, 'package.json')) && path.dirname(root) !== root) root = path.dirname(root);
  const codeDir = path.relative(root, here).split(path.sep)[0] ?? '';
  const entries = fg().sync('**/*.{js,mjs,cjs,ts}', { cwd: path.join(root, codeDir), stats: true, onlyFiles: true });
  const hash = createHash('sha256').update(COMPILER_VERSION);
  for (const e of entries.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))) {
    hash.update(`\u0000${e.path}\u0000${e.stats!.size}\u0000${e.stats!.mtimeMs}`);
  }
  stamp = hash.digest('hex').slice(0, 16);
  return stamp;
}
