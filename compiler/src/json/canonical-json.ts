/**
 * Canonical JSON: object keys in code-point order, `undefined` members dropped, arrays in
 * their given order. The graph, the chunks and the conformance projection are written this
 * way, so the same data always gives the same bytes.
 */

/** A JSON value. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/**
 * Returns a deep copy of `value` as plain JSON with sorted keys and no `undefined` members.
 * Dates become ISO strings; Maps and Sets are rejected (they have no canonical JSON form).
 *
 * @throws TypeError for functions, symbols, bigints, Maps, Sets, non-finite numbers and cycles
 */
export function canonicalize(value: unknown, path = '$', seen: Set<object> = new Set()): Json {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new TypeError(`${path}: ${value} has no JSON form`);
    return value;
  }
  if (value instanceof Date) return value.toISOString();
  if (typeof value !== 'object') throw new TypeError(`${path}: a ${typeof value} has no JSON form`);
  if (value instanceof Map || value instanceof Set) throw new TypeError(`${path}: Maps and Sets have no canonical JSON form`);
  if (seen.has(value)) throw new TypeError(`${path}: cycle`);
  seen.add(value);
  let out: Json;
  if (Array.isArray(value)) {
    out = value.map((v, i) => canonicalize(v === undefined ? null : v, `${path}[${i}]`, seen));
  } else {
    const obj: { [key: string]: Json } = {};
    for (const key of Object.keys(value).sort(codePointCompare)) {
      const v = (value as Record<string, unknown>)[key];
      if (v !== undefined) obj[key] = canonicalize(v, `${path}.${key}`, seen);
    }
    out = obj;
  }
  seen.delete(value);
  return out;
}

/** Serialises `value` canonically ({@link canonicalize}); `indent` spaces per level (0 = one line). */
export function stringifyCanonical(value: unknown, indent = 0): string {
  return JSON.stringify(canonicalize(value), null, indent || undefined);
}

/** Code-point order of two strings, the one order that is the same on every machine. */
export function codePointCompare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
