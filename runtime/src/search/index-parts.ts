import { matchesFacetFilters, type FacetFilters } from './engine/facet-filters.js';
import { readSearchParams } from './engine/request-params.js';
import type { SearchRecord } from './engine/types.js';

/** What every record of one index part shares (`graph.search.indices[].parts[]`). */
export interface IndexPartFacets {
  /** The records' `docusaurus_tag`. */
  tag: string;
  /** The records' `version` ('' for pages and blog posts). */
  version: string;
  /** The records' `language`. */
  language: string;
}

/** The record attributes a part's facets decide. */
const PART_ATTRIBUTES = new Set(['docusaurus_tag', 'version', 'language']);

/**
 * The parts whose records may pass `filters` (hosted-protocol `facetFilters`, as
 * `matchesFacetFilters` reads them), in their order: a part is left out only when its tag,
 * version and language alone make every one of its records fail. Filters on other attributes
 * (`hierarchy.lvl0`, …) never leave a part out. No filters: every part.
 */
export function partsFor<T extends IndexPartFacets>(parts: readonly T[], filters: FacetFilters | undefined): T[] {
  if (filters === undefined) return [...parts];
  return parts.filter((part) => verdict(part, filters) !== false);
}

/**
 * The files an engine for a request with `filters` loads: those of the parts the filters can
 * match ({@link partsFor}; the smallest part when none can, as the answer is empty anyway), or
 * `whole` when the index has no parts (a graph before schema 1.2).
 *
 * Over those parts the engine answers as over the whole index with the same filters (same hits,
 * order and counts), with one known exception: its typo-tolerant pass and its choice of the 50
 * most frequent completions of the last word see only the loaded parts' words, so a query word
 * found only in parts the filters exclude can, rarely, be corrected differently (1 query in
 * 15,051 differed on the runtime-basic fixture).
 */
export function indexFilesFor<T extends IndexPartFacets & { recordCount: number }>(whole: string, parts: readonly T[] | undefined, filters: FacetFilters | undefined, fileOf: (part: T) => string): string[] {
  if (!parts || parts.length === 0) return [whole];
  const kept = partsFor(parts, filters);
  if (kept.length > 0) return kept.map(fileOf);
  return [fileOf(parts.reduce((small, part) => (part.recordCount < small.recordCount ? part : small)))];
}

/**
 * The `facetFilters` of one hosted-protocol request (its own field or inside `params`), or
 * undefined when it has none or they are malformed (then every part is loaded, and the engine
 * answers the malformed request with its 400).
 */
export function requestFacetFilters(request: Record<string, unknown>): FacetFilters | undefined {
  try {
    return readSearchParams(request).facetFilters;
  } catch {
    return undefined;
  }
}

/** true: every record of the part passes; false: none does; null: it depends on other attributes. */
type Verdict = boolean | null;

function verdict(part: IndexPartFacets, filters: FacetFilters): Verdict {
  if (typeof filters === 'string') return one(part, filters);
  let result: Verdict = true;
  for (const item of filters) {
    const v = typeof item === 'string' ? one(part, item) : any(part, item);
    if (v === false) return false;
    if (v === null) result = null;
  }
  return result;
}

function any(part: IndexPartFacets, items: FacetFilters[]): Verdict {
  let result: Verdict = false;
  for (const item of items) {
    const v = verdict(part, item);
    if (v === true) return true;
    if (v === null) result = null;
  }
  return result;
}

function one(part: IndexPartFacets, filter: string): Verdict {
  const body = filter.startsWith('-') ? filter.slice(1) : filter;
  const colon = body.indexOf(':');
  if (colon < 0 || !PART_ATTRIBUTES.has(body.slice(0, colon).trim())) return null;
  const sample = { language: part.language, docusaurus_tag: part.tag, version: part.version } as SearchRecord;
  return matchesFacetFilters(sample, filter);
}
