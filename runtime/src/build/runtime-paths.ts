import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The client bundle's entry module (absolute path): the bundles' input, and what the manifest's first-load files are found from. */
export function clientEntry(): string {
  return path.join(runtimeSourceDir(), 'client', 'entry-client.tsx');
}

/**
 * The runtime's TypeScript sources (`runtime/src`), found from this module whether it runs from
 * the sources or from a compiled copy (`runtime/dist/...`).
 */
export function runtimeSourceDir(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    for (const candidate of [path.join(dir, 'src'), path.join(dir, 'runtime', 'src')]) {
      if (existsSync(path.join(candidate, 'client', 'entry-client.tsx'))) return candidate;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('Cannot find the sources of @sitegraph/runtime (src/client/entry-client.tsx).');
    dir = parent;
  }
}

/**
 * Aliases for site code: `@sitegraph/runtime` (and `/theme`) resolve to the theme API. React and
 * the router are deduplicated by Vite (`resolve.dedupe`) so site modules outside this repository
 * use the runtime's copies.
 */
export function runtimeAliases(): { find: RegExp; replacement: string }[] {
  return [{ find: /^@sitegraph\/runtime(\/theme)?$/, replacement: path.join(runtimeSourceDir(), 'theme.ts') }];
}
