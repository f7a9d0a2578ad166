import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The runtime's TypeScript sources (`runtime/src`), found from this module whether it runs from
 * the sources or from a compiled copy (`runtime/dist/...`).
 */
export function runtimeSourceDir(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const pkg = path.resolve(here, '..', '..');
  return path.join(pkg, 'src');
}

/**
 * Aliases for site code: `@sitegraph/runtime` (and `/theme`) resolve to the theme API. React and
 * the router are deduplicated by Vite (`resolve.dedupe`) so site modules outside this repository
 * use the runtime's copies.
 */
export function runtimeAliases(): { find: RegExp; replacement: string }[] {
  return [{ find: /^@sitegraph\/runtime(\/theme)?$/, replacement: path.join(runtimeSourceDir(), 'theme.ts') }];
}
