// The stages of one build through @sitegraph/compiler's public `build()`, as `sitegraph build
// TREE --out OUT --no-cache [--graph-only]` runs it: the time each stage took and the RSS when it
// ended, then the runtime's own timings (full builds) and the process's CPU time. For sizes the
// bench's repeated runs cannot afford (one 50,000-doc build takes minutes).
//
//   node --heap-growing-percent=30 --expose-gc bench/stages.mjs TREE OUT [--full] [--cache]
//
// `--heap-growing-percent=30` is the flag `compiler/bin/sitegraph.js` sets, and `--expose-gc`
// gives the build the collector the CLI passes it (`collectGarbage`); run it under
// `/usr/bin/time -f %M` for the peak RSS (in-process sampling misses the synchronous stages).
import { parseArgs } from 'node:util';
import { build, CompileError, formatDiagnostic } from '@sitegraph/compiler';

const { positionals, values } = parseArgs({ allowPositionals: true, options: { full: { type: 'boolean' }, cache: { type: 'boolean' } } });
const [tree, out] = positionals;
if (!tree || !out) {
  process.stderr.write('usage: node --heap-growing-percent=30 --expose-gc bench/stages.mjs TREE OUT [--full] [--cache]\n');
  process.exit(2);
}
const mb = (bytes) => `${Math.round(bytes / 2 ** 20)} MB`;
let last = 0;
const result = await build(tree, {
  outDir: out,
  graphOnly: !values.full,
  cache: values.cache ?? false,
  // As the CLI does (it exposes V8's collector): run this script with --expose-gc.
  collectGarbage: globalThis.gc,
  onDiagnostics() {},
  onProgress(p) {
    process.stdout.write(`${p.stage.padEnd(10)} ${((p.elapsedMs - last) / 1000).toFixed(1).padStart(7)} s  (at ${(p.elapsedMs / 1000).toFixed(1)} s)  RSS ${mb(process.memoryUsage().rss)}\n`);
    last = p.elapsedMs;
  },
}).catch((error) => {
  // A site with errors: its diagnostics as the CLI prints them, not a stack.
  if (!(error instanceof CompileError)) throw error;
  for (const d of error.diagnostics) process.stderr.write(`${formatDiagnostic(d)}\n`);
  process.exit(1);
});
if (values.full) process.stdout.write(`runtime timings (ms): ${JSON.stringify(result.timings)}\n`);
const cpu = process.cpuUsage();
process.stdout.write(`${result.routes} routes; CPU ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s (all threads)\n`);
