import type { SearchRecord } from './types.js';

/**
 * `facetFilters` as the hosted protocol defines them: a string `"attr:value"` (`"-attr:value"`
 * negates), or an array whose items must all hold, where an item that is itself an array holds
 * when any of its filters does (AND of ORs, nested). `attr` may be a dotted path
 * (`hierarchy.lvl0`); an array-valued attribute matches when any element equals `value`.
 */
export type FacetFilters = string | FacetFilters[];

/** Whether `record` satisfies `filters` (undefined: no filter). */
export function matchesFacetFilters(record: SearchRecord, filters: FacetFilters | undefined): boolean {
  if (filters === undefined) return true;
  if (typeof filters === 'string') return matchesOne(record, filters);
  return filters.every((item) => (typeof item === 'string' ? matchesOne(record, item) : matchesAny(record, item)));
}

function matchesAny(record: SearchRecord, filters: FacetFilters[]): boolean {
  return filters.some((item) => matchesFacetFilters(record, item));
}

function matchesOne(record: SearchRecord, filter: string): boolean {
  const negated = filter.startsWith('-');
  const body = negated ? filter.slice(1) : filter;
  const colon = body.indexOf(':');
  if (colon < 0) return negated;
  const path = body.slice(0, colon).trim();
  const wanted = body.slice(colon + 1).trim();
  const value = readPath(record, path);
  const values = Array.isArray(value) ? value : [value];
  const found = values.some((v) => v !== null && v !== undefined && String(v) === wanted);
  return negated ? !found : found;
}

function readPath(record: SearchRecord, path: string): unknown {
  let value: unknown = record;
  for (const key of path.split('.')) {
    if (typeof value !== 'object' || value === null || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** Whether `value` has the shape of `facetFilters` (strings and nested arrays of them). */
export function isFacetFilters(value: unknown): value is FacetFilters {
  return typeof value === 'string' || (Array.isArray(value) && value.every(isFacetFilters));
}
