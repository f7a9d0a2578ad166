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
 * @throws TypeError for functions, symbols, bigints, Maps, Sets, non-finite numbers and cycles,
 *   naming where (`$.a[2].b`)
 */
export function canonicalize(value: unknown): Json {
  try {
    return canonicalValue(value, new Set());
  } catch (error) {
    if (!(error instanceof NoJsonForm)) throw error;
    throw new TypeError(`$${error.where.reverse().join('')}: ${error.message}`);
  }
}

/**
 * A value with no canonical JSON form; `where` gathers the path from the value up (the path is
 * built only on this error: a large graph has millions of values).
 */
class NoJsonForm extends Error {
  readonly where: string[] = [];
}

function canonicalValue(value: unknown, seen: Set<object>): Json {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new NoJsonForm(`${value} has no JSON form`);
    return value;
  }
  if (value instanceof Date) return value.toISOString();
  if (typeof value !== 'object') throw new NoJsonForm(`a ${typeof value} has no JSON form`);
  if (value instanceof Map || value instanceof Set) throw new NoJsonForm('Maps and Sets have no canonical JSON form');
  if (seen.has(value)) throw new NoJsonForm('cycle');
  seen.add(value);
  let out: Json;
  if (Array.isArray(value)) {
    out = value.map((v, i) => member(v === undefined ? null : v, seen, `[${i}]`));
  } else {
    const obj: { [key: string]: Json } = {};
    for (const key of Object.keys(value).sort(codePointCompare)) {
      const v = (value as Record<string, unknown>)[key];
      if (v !== undefined) obj[key] = member(v, seen, `.${key}`);
    }
    out = obj;
  }
  seen.delete(value);
  return out;
}

/** A member's canonical value; on {@link NoJsonForm}, adds `step` to its path. */
function member(value: unknown, seen: Set<object>, step: string): Json {
  try {
    return canonicalValue(value, seen);
  } catch (error) {
    if (error instanceof NoJsonForm) error.where.push(step);
    throw error;
  }
}

/** Serialises `value` canonically ({@link canonicalize}); `indent` spaces per level (0 = one line). */
export function stringifyCanonical(value: unknown, indent = 0): string {
  return JSON.stringify(canonicalize(value), null, indent || undefined);
}

/** Code-point order of two strings, the one order that is the same on every machine. */
export function codePointCompare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
