// The runtime is loaded by name, on demand, so `--graph-only`, `check` and `conformance` never
// pay for React and Vite; what the CLI calls is declared once, in runtime-contract.ts.
import type { RuntimeApi } from '../runtime-contract.js';
import { UserError } from '../safety/index.js';

export type { RuntimeApi };

/**
 * Imports the runtime package (`@sitegraph/runtime`, built by `npm run build`).
 *
 * @throws UserError `cli/runtime-missing` saying how to build it when it is missing
 */
export async function loadRuntime(): Promise<RuntimeApi> {
  const name = '@sitegraph/runtime';
  try {
    return (await import(name)) as RuntimeApi;
  } catch (error) {
    throw new UserError('cli/runtime-missing', `Cannot load ${name} (${(error as Error).message.split('\n')[0]}). Run "npm run build" at the repository root first.`);
  }
}
