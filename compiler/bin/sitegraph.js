#!/usr/bin/env node
// The sitegraph command line. It runs the bundle that `npm run build` writes to
// ../dist/cli-bundle (compiler/scripts/bundle-cli.mjs: a few files load much faster than the
// ~300 modules of the tsc output). SITEGRAPH_UNBUNDLED=1 runs the tsc output in ../dist/cli
// instead, e.g. after `tsc --watch` without a rebuild of the bundle.
const { main } = await (process.env.SITEGRAPH_UNBUNDLED === '1' ? import('../dist/cli/main.js') : import('../dist/cli-bundle/main.js'));

process.exitCode = await main(process.argv.slice(2));
