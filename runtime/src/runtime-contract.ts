import type { RuntimeApi } from '@sitegraph/compiler';

/**
 * The CLI calls this package through `RuntimeApi`, declared once in `@sitegraph/compiler`:
 * type-checking this file fails when the runtime's exports stop satisfying it.
 */
type ContractHolds = Pick<typeof import('./index.js'), keyof RuntimeApi> extends RuntimeApi ? true : false;

export const runtimeContractHolds: ContractHolds = true;
