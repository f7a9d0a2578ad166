import { isFacetFilters, type FacetFilters } from './facet-filters.js';

/** The parameters of one query the engine understands (SPEC §7), after defaults. */
export interface SearchParams {
  query: string;
  attributesToRetrieve: string[] | undefined;
  attributesToHighlight: string[] | undefined;
  /** `content:10` → { attribute: 'content', words: 10 }. */
  attributesToSnippet: Array<{ attribute: string; words: number }>;
  snippetEllipsisText: string;
  highlightPreTag: string;
  highlightPostTag: string;
  hitsPerPage: number;
  page: number;
  facetFilters: FacetFilters | undefined;
  clickAnalytics: boolean;
}

/** A request that cannot be answered: the hosted protocol's error body and status. */
export class SearchRequestError extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
  }
}

const MAX_HITS_PER_PAGE = 1000;

/**
 * Reads one request's parameters: its own fields merged with `params` (an object or a URL-encoded
 * string, as the official clients send it; its values are JSON for arrays and objects).
 *
 * @throws SearchRequestError (400) naming the parameter of the wrong type.
 */
export function readSearchParams(request: Record<string, unknown>): SearchParams {
  const merged: Record<string, unknown> = Object.create(null);
  for (const [key, value] of Object.entries(request)) if (key !== 'params') merged[key] = value;
  const params = request['params'];
  if (typeof params === 'string') Object.assign(merged, decodeParamsString(params));
  else if (typeof params === 'object' && params !== null && !Array.isArray(params)) Object.assign(merged, params);
  else if (params !== undefined) throw new SearchRequestError(400, 'params: expected a URL-encoded string or an object');

  const query = readString(merged, 'query', '');
  return {
    query,
    attributesToRetrieve: readList(merged, 'attributesToRetrieve'),
    attributesToHighlight: readList(merged, 'attributesToHighlight'),
    attributesToSnippet: (readList(merged, 'attributesToSnippet') ?? []).map(parseSnippetAttribute),
    snippetEllipsisText: readString(merged, 'snippetEllipsisText', '…'),
    highlightPreTag: readString(merged, 'highlightPreTag', '<em>'),
    highlightPostTag: readString(merged, 'highlightPostTag', '</em>'),
    hitsPerPage: readInteger(merged, 'hitsPerPage', 20, 0, MAX_HITS_PER_PAGE),
    page: readInteger(merged, 'page', 0, 0, Number.MAX_SAFE_INTEGER),
    facetFilters: readFacetFilters(merged),
    clickAnalytics: readBoolean(merged, 'clickAnalytics', false),
  };
}

/** `a=1&b=%5B%22x%22%5D` → { a: '1', b: ['x'] }: values that look like JSON arrays/objects are parsed. */
function decodeParamsString(text: string): Record<string, unknown> {
  const out: Record<string, unknown> = Object.create(null);
  for (const [key, raw] of new URLSearchParams(text)) {
    const trimmed = raw.trim();
    if (trimmed.startsWith('[') || trimmed.startsWith('{')) {
      try {
        out[key] = JSON.parse(trimmed);
        continue;
      } catch {
        throw new SearchRequestError(400, `params: ${key} is not valid JSON`);
      }
    }
    out[key] = raw;
  }
  return out;
}

function readString(params: Record<string, unknown>, name: string, fallback: string): string {
  const value = params[name];
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'string') throw new SearchRequestError(400, `${name}: expected a string`);
  return value;
}

function readInteger(params: Record<string, unknown>, name: string, fallback: number, min: number, max: number): number {
  const value = params[name];
  if (value === undefined || value === null) return fallback;
  const number = typeof value === 'string' && /^\s*-?\d+\s*$/.test(value) ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isInteger(number)) throw new SearchRequestError(400, `${name}: expected an integer`);
  if (number < min || number > max) throw new SearchRequestError(400, `${name}: must be between ${min} and ${max}`);
  return number;
}

function readBoolean(params: Record<string, unknown>, name: string, fallback: boolean): boolean {
  const value = params[name];
  if (value === undefined || value === null) return fallback;
  if (value === 'true' || value === true) return true;
  if (value === 'false' || value === false) return false;
  throw new SearchRequestError(400, `${name}: expected a boolean`);
}

/** A list parameter: an array of strings, or a comma-separated string. */
function readList(params: Record<string, unknown>, name: string): string[] | undefined {
  const value = params[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value.split(',').map((s) => s.trim()).filter(Boolean);
  if (Array.isArray(value) && value.every((v) => typeof v === 'string')) return value;
  throw new SearchRequestError(400, `${name}: expected an array of strings`);
}

function readFacetFilters(params: Record<string, unknown>): FacetFilters | undefined {
  let value = params['facetFilters'];
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string' && value.trim().startsWith('[')) {
    try {
      value = JSON.parse(value);
    } catch {
      throw new SearchRequestError(400, 'facetFilters: not valid JSON');
    }
  }
  if (!isFacetFilters(value)) throw new SearchRequestError(400, 'facetFilters: expected a string or (nested) arrays of strings');
  return value;
}

function parseSnippetAttribute(spec: string): { attribute: string; words: number } {
  const [attribute, count] = spec.split(':');
  const words = count === undefined ? 10 : Number(count);
  if (!attribute || !Number.isInteger(words) || words < 1) {
    throw new SearchRequestError(400, `attributesToSnippet: "${spec}" is not "attribute" or "attribute:words"`);
  }
  return { attribute: attribute.trim(), words };
}
