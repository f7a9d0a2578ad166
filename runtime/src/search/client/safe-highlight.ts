const TAG = /(<\/?mark>)/;

/**
 * Makes a highlighted value safe to insert as HTML: every `<`, `>` and `"` outside the exact
 * `<mark>`/`</mark>` tags is escaped, so record content can never inject markup (DocSearch inserts
 * `_snippetResult`/`_highlightResult` values as HTML). Entities already present stay as they are.
 */
export function safeHighlight(value: string): string {
  return value
    .split(TAG)
    .map((part) => (part === '<mark>' || part === '</mark>' ? part : part.replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')))
    .join('');
}

/** Plain text as HTML (no marks kept): for attributes that come back without a highlight. */
export function escapeText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

type Json = unknown;

function mapHighlights(node: Json): Json {
  if (typeof node === 'string') return node;
  if (Array.isArray(node)) return node.map(mapHighlights);
  if (node && typeof node === 'object') {
    const out: Record<string, Json> = {};
    for (const [key, v] of Object.entries(node)) out[key] = key === 'value' && typeof v === 'string' ? safeHighlight(v) : mapHighlights(v);
    return out;
  }
  return node;
}

function plainHighlight(value: Json): Json {
  if (typeof value === 'string') return { value: escapeText(value), matchLevel: 'none', matchedWords: [] };
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const out: Record<string, Json> = {};
    for (const [k, v] of Object.entries(value)) out[k] = plainHighlight(v);
    return out;
  }
  return value;
}

/** Fills `into` with escaped plain highlights for every string of `source` it lacks (depth-first). */
function fillMissing(into: Record<string, Json>, source: Record<string, Json>): void {
  for (const [key, value] of Object.entries(source)) {
    if (key.startsWith('_') || key === 'objectID' || key === 'url') continue;
    const existing = into[key];
    if (existing === undefined) {
      if (value !== null && value !== undefined) into[key] = plainHighlight(value);
    } else if (existing && typeof existing === 'object' && !Array.isArray(existing) && value && typeof value === 'object' && !Array.isArray(value)) {
      fillMissing(existing as Record<string, Json>, value as Record<string, Json>);
    }
  }
}

const isLeaf = (v: Json): boolean => Boolean(v) && typeof v === 'object' && !Array.isArray(v) && 'value' in (v as object);

/** Copies the highlight leaves (`{value, …}`) of `from` that `into` lacks. */
function copyMissing(into: Record<string, Json>, from: Record<string, Json>): void {
  for (const [key, value] of Object.entries(from)) {
    const existing = into[key];
    if (existing === undefined) into[key] = value;
    else if (!isLeaf(existing) && !isLeaf(value) && existing && value && typeof existing === 'object' && typeof value === 'object') copyMissing(existing as Record<string, Json>, value as Record<string, Json>);
  }
}

/**
 * One hit made safe for DocSearch's `Snippet`, which inserts `_snippetResult.<path>.value` (or
 * the raw attribute when it is missing) as HTML: highlight values are escaped except for `<mark>`,
 * and missing highlight/snippet entries are filled from the escaped raw text, so the raw
 * attribute is never what gets inserted.
 */
export function safeHit<T extends Record<string, Json>>(hit: T): T & { _highlightResult: Record<string, Json>; _snippetResult: Record<string, Json> } {
  const highlight = (mapHighlights(hit._highlightResult ?? {}) ?? {}) as Record<string, Json>;
  const snippet = (mapHighlights(hit._snippetResult ?? {}) ?? {}) as Record<string, Json>;
  fillMissing(highlight, hit);
  copyMissing(snippet, highlight);
  return { ...hit, _highlightResult: highlight, _snippetResult: snippet };
}
