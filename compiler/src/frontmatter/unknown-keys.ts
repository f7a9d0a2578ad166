import { closest, distance } from 'fastest-levenshtein';
import type { Diagnostic } from '../diagnostics/index.js';

/** How far (edit distance) an unknown key may be from a known one to count as its misspelling. */
const MAX_TYPO_DISTANCE = 2;

/**
 * The namespaces of a set of known front matter keys: the part before the first `_` shared by at
 * least two known keys (`sidebar_`, `pagination_`, `toc_`, `hide_`, `author_` …).
 */
function namespacesOf(known: readonly string[]): string[] {
  let namespaces = namespacesByKnown.get(known);
  if (!namespaces) namespacesByKnown.set(known, (namespaces = findNamespaces(known)));
  return namespaces;
}

/** {@link namespacesOf} by list: each content kind passes one list for every file (0.1 s for 50,000 docs when found anew each time). */
const namespacesByKnown = new WeakMap<readonly string[], string[]>();

function findNamespaces(known: readonly string[]): string[] {
  const counts = new Map<string, number>();
  for (const key of known) {
    const cut = key.indexOf('_');
    if (cut > 0) counts.set(key.slice(0, cut + 1), (counts.get(key.slice(0, cut + 1)) ?? 0) + 1);
  }
  return [...counts].filter(([, n]) => n >= 2).map(([prefix]) => prefix);
}

/**
 * Warnings for front matter keys that look like a mistake (issue #13 item 11). Docusaurus keeps
 * unknown front matter keys (themes and site components read keys of their own), so a key is
 * only reported when it is in a known namespace (`sidebar_positon`, `toc_max_level`) or within
 * two edits of a known key (`descripton`, `slugs`); the warning names the nearest known key.
 * Keys with a different letter case only (`Title`) count as misspellings too.
 *
 * @param frontMatter the parsed front matter
 * @param known every key the content kind's front matter schema reads
 * @param file site-relative path, for the diagnostics
 * @param lineOf 1-based line of a top-level key in the file, when known
 * @returns `frontmatter/unknown-key` warnings, in the order of the keys
 */
export function unknownFrontMatterKeyWarnings(frontMatter: Record<string, unknown>, known: readonly string[], file: string, lineOf: (key: string) => number | undefined): Diagnostic[] {
  const namespaces = namespacesOf(known);
  const out: Diagnostic[] = [];
  for (const key of Object.keys(frontMatter)) {
    if (known.includes(key)) continue;
    const namespace = namespaces.find((prefix) => key.startsWith(prefix));
    // Inside a namespace the suggestion comes from it (`toc_level` → a `toc_` key).
    const near = closest(key, namespace ? known.filter((k) => k.startsWith(namespace)) : (known as string[]));
    const typo = near !== undefined && key.length >= 4 && distance(key.toLowerCase(), near.toLowerCase()) <= MAX_TYPO_DISTANCE;
    if (!typo && !namespace) continue;
    out.push({
      level: 'warning',
      code: 'frontmatter/unknown-key',
      message: `Unknown front matter key "${key}"${near ? `; did you mean "${near}"?` : '.'} It has no effect on the page.`,
      file,
      line: lineOf(key),
    });
  }
  return out;
}
