import type { CompactSearchIndex } from '@sitegraph/compiler';
import type { FacetFilters } from './facet-filters.js';

/**
 * Shapes the search engine reads and answers with. A record is DocSearch-shaped (the fields the
 * DocSearch crawler's Docusaurus template produces); a response follows the hosted search
 * protocol (`POST /1/indexes/*\/queries`, SPEC §7). The compiler's zod schema
 * (`compiler/src/graph/search-schema.ts`) validates the same record shape at build time.
 */

/** `hierarchy.lvl0` … `hierarchy.lvl6`: the headings above a record (lvl0 = section or sidebar category). */
export interface SearchHierarchy {
  lvl0: string | null;
  lvl1: string | null;
  lvl2: string | null;
  lvl3: string | null;
  lvl4: string | null;
  lvl5: string | null;
  lvl6: string | null;
}

/** One DocSearch record: a heading (`lvl1`…`lvl6`) or a content block (`content`), all text plain. */
export interface SearchRecord {
  objectID: string;
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: 'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6' | 'content';
  content: string | null;
  hierarchy: SearchHierarchy;
  /** pageRank: page importance; level: 100 for lvl1 down to 0 for content; position: order in the page. */
  weight: { pageRank: number; level: number; position: number };
  language: string;
  docusaurus_tag: string;
  version: string;
}

/** The JSON of a prebuilt index file, version 1: the full records (still read; tests write it). */
export interface SerializedSearchIndex {
  format: 'sitegraph-search-index';
  formatVersion: 1;
  indexName: string;
  records: SearchRecord[];
}

/**
 * Any prebuilt index file `loadSearchEngine` reads (`search/<name>[.<tag>].<hash8>.json`):
 * version 1 (full records) or version 2, the compact page table and records the build writes
 * (the compiler's `CompactSearchIndex`).
 */
export type PrebuiltSearchIndex = SerializedSearchIndex | CompactSearchIndex;

/** One hit's highlight or snippet entry for one attribute. */
export interface HighlightResult {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
  fullyHighlighted?: boolean;
}

/** A loaded index, ready to answer queries. */
export interface SearchEngine {
  readonly indexName: string;
  readonly recordCount: number;
  /** Records matching `query` (all words, typo-tolerant, prefix on the last), best first, one per url. */
  search(query: string): RankedHit[];
  /**
   * The same, restricted to records passing `facetFilters`, only the best `limit` returned; `nbHits` counts all.
   *
   * @throws Error when the index loads its files on demand and the query was not prepared
   */
  find(query: string, options?: SearchOptions): SearchAnswer;
  /**
   * Loads what `find(query, options)` needs of an index whose files load on demand (nothing to do
   * for one held in memory). `superseded`, when given, is asked when the prepare's turn comes
   * (prepares run one after another) and after each file it waited for: once it answers true,
   * the prepare ends there and the query is left unprepared (a dialog whose reader typed on).
   */
  prepare(query: string, options?: SearchOptions, superseded?: () => boolean): Promise<void>;
}

/** Options of {@link SearchEngine.find}. */
export interface SearchOptions {
  /** Hosted-protocol `facetFilters` the records must pass (absent: all records). */
  facetFilters?: FacetFilters | undefined;
  /** How many hits to return, best first (absent: all). */
  limit?: number | undefined;
}

/** What {@link SearchEngine.find} answers: the best hits, one per url, and how many urls matched. */
export interface SearchAnswer {
  hits: RankedHit[];
  nbHits: number;
}

/** A record found by the engine and its relevance (higher is better; only the order matters). */
export interface RankedHit {
  record: SearchRecord;
  score: number;
}
