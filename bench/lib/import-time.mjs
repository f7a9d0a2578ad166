// The `import` figure of the bench (issue #37): what `await import('@sitegraph/compiler')` costs
// a fresh Node process, as a tool that uses the library pays it before its first call.
import { execFileSync } from 'node:child_process';

/**
 * The script each process runs: the import timed from inside (so Node's own start is not in the
 * figure) and the process's CPU time over the same span, printed as one JSON line.
 */
const SCRIPT = `
const cpu = process.cpuUsage();
const t = performance.now();
await import('@sitegraph/compiler');
const ms = performance.now() - t;
const used = process.cpuUsage(cpu);
console.log(JSON.stringify({ ms, cpuMs: (used.user + used.system) / 1000 }));
`;

/**
 * Imports `@sitegraph/compiler` in `warmups + runs` fresh processes started in `cwd` (a folder
 * where the package resolves, e.g. the repository root), one after the other.
 *
 * @returns `{ ms: number[], cpuMs: number[] }` of the measured runs (milliseconds: wall clock
 *   of the `await import` inside the process, and user + system CPU time over it)
 * @throws when a process fails (the package is not built, or does not resolve from `cwd`)
 */
export function measureImportTime({ node, cwd, runs, warmups, log }) {
  const ms = [];
  const cpuMs = [];
  for (let i = 0; i < warmups + runs; i++) {
    const out = execFileSync(node, ['--input-type=module', '-e', SCRIPT], { cwd, encoding: 'utf8' });
    const r = JSON.parse(out.trim().split('\n').pop());
    const measured = i >= warmups;
    log?.(`  import @sitegraph/compiler ${measured ? `run ${i - warmups + 1}/${runs}` : 'warm-up'}: ${Math.round(r.ms)} ms, CPU ${Math.round(r.cpuMs)} ms`);
    if (measured) {
      ms.push(r.ms);
      cpuMs.push(r.cpuMs);
    }
  }
  return { ms, cpuMs };
}
