#!/usr/bin/env node
// Builds the client and server bundles of a site with no code of its own, with mermaid diagrams
// off (the default) and on, into runtime/dist/prebuilt/{no-mermaid,mermaid}/ (run by the
// runtime's `npm run build`, after tsc): `buildSite` copies and imports them instead of running
// Vite for such sites (see src/build/prebuilt-bundles.ts).
//
//   node runtime/scripts/prebuild-bundles.mjs
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { prebuiltDir, writePrebuiltBundles } from '../dist/runtime/src/build/prebuilt-bundles.js';

// Leftovers of the earlier layout or of killed runs go first.
await rm(path.dirname(prebuiltDir(false)), { recursive: true, force: true });
for (const mermaid of [false, true]) {
  const started = performance.now();
  await writePrebuiltBundles(mermaid);
  console.log(`prebuilt bundles, mermaid ${mermaid ? 'on' : 'off'}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
