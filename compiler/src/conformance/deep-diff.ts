import type { Json } from '../json/index.js';

/** One place where two JSON values differ. */
export interface Difference {
  /** JSON path from the entry's root, e.g. `$.items[2].label`. */
  path: string;
  /** The golden's value there (`undefined` when the golden has nothing there). */
  expected?: Json;
  /** Our value there (`undefined` when we have nothing there). */
  actual?: Json;
}

/**
 * Lists where `actual` differs from `expected`, depth-first, at most `limit` places.
 * Arrays are compared by index; objects by key (a missing key and an extra key are differences).
 */
export function deepDiff(expected: Json | undefined, actual: Json | undefined, limit = 5, path = '$'): Difference[] {
  const out: Difference[] = [];
  walk(expected, actual, path, out, limit);
  return out;
}

function walk(e: Json | undefined, a: Json | undefined, path: string, out: Difference[], limit: number): void {
  if (out.length >= limit) return;
  if (Array.isArray(e) && Array.isArray(a)) {
    for (let i = 0; i < Math.max(e.length, a.length); i++) walk(e[i], a[i], `${path}[${i}]`, out, limit);
    return;
  }
  if (isObject(e) && isObject(a)) {
    const keys = [...new Set([...Object.keys(e), ...Object.keys(a)])].sort();
    for (const k of keys) walk(e[k], a[k], `${path}.${k}`, out, limit);
    return;
  }
  if (e === a) return;
  const d: Difference = { path };
  if (e !== undefined) d.expected = e;
  if (a !== undefined) d.actual = a;
  out.push(d);
}

function isObject(v: Json | undefined): v is { [key: string]: Json } {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
