/**
 * Tokenising and normalising shared by indexing (the build's sharded index files and the
 * runtime's engine), querying and highlighting, so that a word the index matched is found again
 * when the hit is highlighted. Browser-safe (no Node modules): the runtime's search engine imports
 * it as `@sitegraph/compiler/search-text`.
 */
import { textIdentifierParts } from './identifier-parts.js';

export { identifierParts } from './identifier-parts.js';

/** Record types in the order the index files' compact records number them (`t`; formats 2 and 3). */
export const COMPACT_RECORD_TYPES = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6', 'content'] as const;
/** `weight.level` each type has unless the record says otherwise (DocSearch's values; lvl0 as lvl1). */
export const COMPACT_TYPE_LEVELS: Readonly<Record<(typeof COMPACT_RECORD_TYPES)[number], number>> = { lvl0: 100, lvl1: 100, lvl2: 90, lvl3: 80, lvl4: 70, lvl5: 60, lvl6: 50, content: 0 };

/** Searchable attributes, in DocSearch's order; a field's bit in a posting's mask is `1 << index`. */
export const SEARCH_FIELDS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6', 'content'] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];

/** Words of `text`: runs of letters, digits and marks (Unicode), with their offsets in `text`. */
export function wordsWithOffsets(text: string): Array<{ word: string; start: number; end: number }> {
  const words: Array<{ word: string; start: number; end: number }> = [];
  for (const match of text.matchAll(/[\p{L}\p{N}\p{M}]+/gu)) {
    words.push({ word: match[0], start: match.index, end: match.index + match[0].length });
  }
  return words;
}

/** Lower case without diacritics ('Éclair' → 'eclair'), so typing without accents finds them. */
export function normalizeTerm(term: string): string {
  // Plain ASCII (most terms) has nothing to decompose.
  return ASCII.test(term) ? term.toLowerCase() : term.normalize('NFD').replace(/\p{M}+/gu, '').toLowerCase();
}

const ASCII = /^[\x00-\x7f]*$/;

/** The normalised words of a text, in order (what `wordsWithOffsets` finds, without the offsets). */
export function tokenize(text: string): string[] {
  // Plain ASCII text (most of an English site's records): its letters and digits are the only
  // letters, digits and marks, so one lower-casing and an ASCII pattern give the same words
  // without the Unicode pattern and a per-word normalisation (half the tokenising time).
  if (ASCII.test(text)) return text.toLowerCase().match(/[a-z0-9]+/g) ?? [];
  const words = text.match(/[\p{L}\p{N}\p{M}]+/gu);
  if (words === null) return [];
  const terms: string[] = [];
  for (const word of words) {
    const term = normalizeTerm(word);
    if (term.length > 0) terms.push(term);
  }
  return terms;
}

/** A sharded index stores own-text word counts from this on as this (`ShardedSearchIndex.meta`). */
export const SHARDED_OWN_LENGTH_CAP = 15;

/**
 * The name of record block `block`'s file of a part written as term shards (format version 4),
 * beside its manifest: `<filePrefix>.records-<block>.<hash>.json`, `hash` being the block's
 * entry of `blockHashes`. The compiler's writer and the runtime's reader both name it here.
 */
export function shardedBlockFile(filePrefix: string, block: number, hash: string): string {
  return `${filePrefix}.records-${block}.${hash}.json`;
}

/** The bit of the content field in a posting's field mask. */
const CONTENT_BIT = 1 << SEARCH_FIELDS.indexOf('content');

/** The searchable parts of a DocSearch record that {@link recordTerms} reads. */
export interface IndexedRecordText {
  type: string;
  content: string | null;
  hierarchy: Partial<Record<SearchField, string | null>> | null;
}

/** What one record puts in a full-text index (see {@link recordTerms}). */
export interface RecordTerms {
  /** The bit of the record's own field (its heading level, or content). */
  ownBit: number;
  /** How many words its own text has. */
  ownLength: number;
  /**
   * Each term of its searchable fields, in order of first occurrence, with the fields it is in (a
   * bit mask over {@link SEARCH_FIELDS}): the words, then the parts of their camelCase and
   * PascalCase identifiers (`renderMedia` is indexed as `rendermedia`, `render` and `media`).
   */
  terms: Map<string, number>;
}

/**
 * The terms of a record's searchable fields (`hierarchy.lvl0`…`lvl6` and `content`) with the
 * fields each is in, and its own field and its word count (whole words: an identifier counts
 * as one): what the runtime's engine indexes and what a build's sharded index files store,
 * computed in one place so both agree.
 */
export function recordTerms(record: IndexedRecordText): RecordTerms {
  const terms = new Map<string, number>();
  const ownIndex = SEARCH_FIELDS.indexOf(record.type as SearchField);
  let ownLength = 0;
  SEARCH_FIELDS.forEach((field, bit) => {
    const text = field === 'content' ? record.content : record.hierarchy?.[field];
    if (typeof text !== 'string' || text === '') return;
    const { words, parts } = field === 'content' ? fieldWords(text) : levelWords(bit, text);
    if (bit === ownIndex) ownLength = words.length;
    for (const word of words) terms.set(word, (terms.get(word) ?? 0) | (1 << bit));
    for (const part of parts) terms.set(part, (terms.get(part) ?? 0) | (1 << bit));
  });
  return { ownBit: ownIndex < 0 ? CONTENT_BIT : 1 << ownIndex, ownLength, terms };
}

/** The words of a field's text and the normalised parts of its identifiers. */
interface FieldWords {
  words: readonly string[];
  parts: readonly string[];
}

function fieldWords(text: string): FieldWords {
  const parts = textIdentifierParts(text);
  return { words: tokenize(text), parts: parts.length === 0 ? parts : parts.map(normalizeTerm).filter((part) => part.length > 0) };
}

/** Per hierarchy level: the last text tokenised there, and its words. */
const lastLevelTexts: Array<string | null> = SEARCH_FIELDS.map(() => null);
const lastLevelWords: FieldWords[] = SEARCH_FIELDS.map(() => ({ words: [], parts: [] }));

/**
 * `fieldWords(text)` of hierarchy level `bit`, reusing the last result of that level when the
 * text is the same: a page's records come one after another and repeat its headings (at 5,000
 * docs, 167,287 records of about 5,000 pages). The words are only read.
 */
function levelWords(bit: number, text: string): FieldWords {
  if (lastLevelTexts[bit] !== text) {
    lastLevelTexts[bit] = text;
    lastLevelWords[bit] = fieldWords(text);
  }
  return lastLevelWords[bit]!;
}
