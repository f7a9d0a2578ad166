// The runtime is loaded by name, on demand, so `--graph-only`, `check` and `conformance` never
// pay for React and Vite; what the CLI calls is declared once, in runtime-contract.ts.
import type { RuntimeApi } from '../runtime-contract.js';
import { UserError } from '../safety/index.js';

export type { RuntimeApi };

/** The runtime's package name: an optional peer dependency of `@sitegraph/compiler`. */
export const RUNTIME_PACKAGE = '@sitegraph/runtime';

/**
 * Imports the runtime package (`@sitegraph/runtime`), which a full build, `serve` and `dev` need
 * and a graph-only build does not.
 *
 * @param name the package to import (tests give one that is not installed)
 * @throws UserError `cli/runtime-missing` telling the caller to install it beside the compiler
 */
export async function loadRuntime(name: string = RUNTIME_PACKAGE): Promise<RuntimeApi> {
  try {
    return (await import(name)) as RuntimeApi;
  } catch (error) {
    throw new UserError(
      'cli/runtime-missing',
      `Cannot load ${name} (${(error as Error).message.split('\n')[0]}). A full build, serve and dev render the site with it: install it beside @sitegraph/compiler (npm install ${name}), or build the graph alone (build's graphOnly option, the CLI's --graph-only).`,
    );
  }
}
