import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The installed Vite's version, from its package.json: importing Vite (and the React plugin,
 * which imports it) took 80 ms of a build's main thread, so a build whose bundles are cached
 * never loads them.
 */
function viteVersion(): string {
  return (createRequire(import.meta.url)('vite/package.json') as { version: string }).version;
}

/** The installed `@vitejs/plugin-react` version (its code transforms every module; it is in no bundle). */
function pluginReactVersion(): string {
  try {
    // Its package.json is not exported: found from the resolved entry.
    for (let dir = path.dirname(createRequire(import.meta.url).resolve('@vitejs/plugin-react')); dir !== path.dirname(dir); dir = path.dirname(dir)) {
      if (!existsSync(path.join(dir, 'package.json'))) continue;
      const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { name?: string; version?: string };
      if (pkg.name === '@vitejs/plugin-react') return pkg.version ?? 'unknown';
    }
  } catch {
    // fall through
  }
  return 'unknown';
}

/**
 * The versions of the bundler and of the plugin that transforms every module, which decide the
 * bundles as much as the sources do (read from their package.json files, without importing them).
 */
export function bundlerVersions(): { vite: string; pluginReact: string } {
  return { vite: viteVersion(), pluginReact: pluginReactVersion() };
}
