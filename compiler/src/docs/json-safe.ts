/**
 * Front matter values as JSON: YAML can produce `Date`s (and, in theory, other non-JSON
 * values); the site graph carries only JSON, with dates as ISO UTC strings, as the goldens do.
 */

/**
 * Deep copy of `value` that JSON can carry unchanged: `Date` → ISO string, `undefined` entries
 * dropped from objects (and `null` in arrays), non-finite numbers → null, other non-plain values
 * (functions, symbols, bigints) → their string form.
 */
export function toJsonSafe(value: unknown): unknown {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (Array.isArray(value)) return value.map((v) => (v === undefined ? null : toJsonSafe(v)));
  if (typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) if (v !== undefined) out[k] = toJsonSafe(v);
    return out;
  }
  return value === undefined ? null : String(value);
}
