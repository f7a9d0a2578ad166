/**
 * A count or size that an environment variable may set (tests lower thresholds with it, users
 * set the worker count): the variable's value when it is a non-negative integer, else `fallback`.
 *
 * @param name the variable, e.g. `SITEGRAPH_WORKERS`
 * @param fallback the default (a function when computing it has a cost)
 */
export function envCount(name: string, fallback: number | (() => number)): number {
  const set = Number.parseInt(process.env[name] ?? '', 10);
  if (Number.isInteger(set) && set >= 0) return set;
  return typeof fallback === 'function' ? fallback() : fallback;
}
