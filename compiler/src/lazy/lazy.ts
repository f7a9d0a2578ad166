/**
 * Loading a dependency on first use, so that `import '@sitegraph/compiler'` loads neither the
 * Markdown parser nor the highlighter, sanitizer, front-matter reader… (issue #37: the import
 * took ≈ 600 ms and 800 modules) while `compile` stays synchronous.
 *
 * A module that loads a package lazily creates its own `require` and names the package with a
 * literal, so that both Node and the CLI bundle see which package it is:
 *
 *   import { createRequire } from 'node:module';
 *   import type * as Refractor from 'refractor';
 *   const require = createRequire(import.meta.url);
 *   const refractorPackage = lazy(() => require('refractor') as typeof Refractor);
 *
 * Node loads ES modules through `require` from 20.19 on (hence `engines`), from the same module
 * cache as `import`, so a package loaded both ways is one instance. The CLI bundle
 * (`compiler/scripts/bundle-cli.mjs`) drops the `createRequire` line, and esbuild then bundles
 * each `require('…')` as a module initialised on that first call.
 */

/**
 * `load` run once, on the first call of the returned function, which then returns its result
 * every time. A `load` that throws is run again on the next call.
 */
export function lazy<T>(load: () => T): () => T {
  let loaded: { value: T } | undefined;
  return () => (loaded ??= { value: load() }).value;
}
