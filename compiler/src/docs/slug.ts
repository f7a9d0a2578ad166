import path from 'node:path/posix';
import { fail } from '../diagnostics/index.js';
import { addLeadingSlash, addTrailingSlash } from '../tags/index.js';
import { isCategoryIndexDoc } from './category-index.js';
import { stripPathNumberPrefixes, type NumberPrefixParser } from './number-prefix.js';
import { isValidPathname, resolvePathname } from './resolve-pathname.js';

/** Inputs of {@link docSlug}. */
export interface DocSlugParams {
  /** The doc's base id: front matter `id`, else the file name without number prefix. */
  baseId: string;
  /** Front matter `slug`, if any. */
  frontMatterSlug: string | undefined;
  /** Path relative to the version's content folder, e.g. `04-rendering/index.md`. */
  source: string;
  /** Folder of `source` (`.` at the root). */
  sourceDirName: string;
  /** False when `parse_number_prefixes: false` keeps the folder prefixes. */
  stripDirNumberPrefixes: boolean;
  numberPrefixParser: NumberPrefixParser;
  /** Site-relative file path, for errors. */
  file: string;
}

/**
 * Computes a doc's slug (relative to its version path) as Docusaurus 3.7.0's `getSlug`:
 * - front matter `slug` starting with `/` is used as is (`slug: /` makes the version home);
 * - an index doc (see {@link isCategoryIndexDoc}) without slug gets its folder's slug, ending in `/`;
 * - otherwise the front matter slug or the base id is resolved against the folder path
 *   (number prefixes stripped unless disabled), so `slug: ../x` climbs folders.
 *
 * @throws CompileError `docs/invalid-slug` (naming the file) when the result is not a valid
 *   URL pathname (e.g. contains `?`, `#`, or climbs out with `..` left over)
 */
export function docSlug(p: DocSlugParams): string {
  const slug = computeSlug(p);
  if (!isValidPathname(slug)) {
    fail(
      'docs/invalid-slug',
      `The slug "${slug}" computed for doc "${p.baseId}" in folder "${p.sourceDirName}" is not a valid URL path. ` +
        'Check the slug front matter or special characters in the file path, or set an explicit slug such as "slug: /my/doc-path".',
      { file: p.file },
    );
  }
  return slug;
}

function computeSlug(p: DocSlugParams): string {
  if (p.frontMatterSlug?.startsWith('/')) return p.frontMatterSlug;
  const dir = p.stripDirNumberPrefixes ? stripPathNumberPrefixes(p.sourceDirName, p.numberPrefixParser) : p.sourceDirName;
  const dirSlug = p.sourceDirName === '.' ? '/' : addLeadingSlash(addTrailingSlash(dir));
  if (!p.frontMatterSlug && isCategoryIndexDoc(p)) return dirSlug;
  return resolvePathname(p.frontMatterSlug ?? p.baseId, dirSlug);
}
