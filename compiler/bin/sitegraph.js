#!/usr/bin/env node
// The sitegraph command line. It runs the bundle that `npm run build` writes to
// ../dist/cli-bundle (compiler/scripts/bundle-cli.mjs: a few files load much faster than the
// ~300 modules of the tsc output). SITEGRAPH_UNBUNDLED=1 runs the tsc output in ../dist/cli
// instead, e.g. after `tsc --watch` without a rebuild of the bundle.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

// Grow the heap by 30 % between major collections instead of V8's adaptive factor (up to 4×):
// a build allocates far more garbage than it keeps, and the default let a 600-doc full build
// peak at 280–480 MB of RSS for ≈ 200 MB of live data (≈ 220 MB with this, for about 0.1 s
// more of garbage collection). Set at start, it applies to every thread of the process (V8
// reads it once: setting it later has no effect). Not for `dev`: its start from the start
// snapshot allocates hundreds of MB that all stay, and the 30 % steps made it collect the
// whole heap over and over (0.3–0.4 s more before the first page at 50,000 docs, for about
// 200 MB less peak RSS over the session).
if (process.argv[2] !== 'dev') setFlagsFromString('--heap-growing-percent=30');

// V8's full collection, for a build's stage boundaries (`BuildOptions.collectGarbage`): the flag
// gives contexts made after it a `gc` function, which collects the whole isolate's heap.
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc');

const { main } = await (process.env.SITEGRAPH_UNBUNDLED === '1' ? import('../dist/cli/main.js') : import('../dist/cli-bundle/main.js'));

process.exitCode = await main(process.argv.slice(2), { collectGarbage });
