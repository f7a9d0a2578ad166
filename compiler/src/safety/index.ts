// The safety entry point (`@sitegraph/compiler/safety`): what the runtime's build shares with the
// compiler's. Helpers of these modules that nobody outside needs stay unexported.
export * from './user-error.js';
export { removeRegisteredTemps, removeStaleTemps, trackTemp } from './temp-files.js';
export * from './atomic-swap.js';
export * from './output-guard.js';
export * from './site-paths.js';
