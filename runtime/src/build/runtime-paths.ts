import { createRequire } from 'node:module';
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
 * Aliases so site modules anywhere on disk use the runtime's own React and router (one copy),
 * and `@sitegraph/runtime` resolves to the theme API for site code.
 */
export function runtimeAliases(): { find: RegExp; replacement: string }[] {
  const require = createRequire(path.join(runtimeSourceDir(), 'index.ts'));
  const dir = (name: string) => path.dirname(require.resolve(`${name}/package.json`));
  return [
    { find: /^@sitegraph\/runtime(\/theme)?$/, replacement: path.join(runtimeSourceDir(), 'theme.ts') },
    { find: /^react$/, replacement: dir('react') },
    { find: /^react\/(.*)$/, replacement: `${dir('react')}/$1` },
    { find: /^react-dom$/, replacement: dir('react-dom') },
    { find: /^react-dom\/(.*)$/, replacement: `${dir('react-dom')}/$1` },
    { find: /^react-router-dom$/, replacement: dir('react-router-dom') },
  ];
}
