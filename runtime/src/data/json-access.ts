/** Small readers for the graph's free-form JSON sections (typed loosely by the compiler). */

/** A JSON object, or an empty one when `value` is not an object. */
export function obj(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** An array, or an empty one. */
export function arr(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

/** A string, or `fallback`. */
export function str(value: unknown, fallback = ''): string {
  return typeof value === 'string' ? value : fallback;
}

/** A string or null. */
export function strOrNull(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

/** A finite number or null. */
export function numOrNull(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}
