import picomatch from 'picomatch';

/**
 * Lists the files of `files` under folder `dir` that match an `include` glob and no `exclude`
 * glob, as Docusaurus's content plugins select their sources (globby with `ignore`). Globs
 * apply to paths relative to `dir`; dot files never match.
 *
 * @param files site-relative posix paths (e.g. the keys of `SiteInput.files`)
 * @param dir site-relative folder, without trailing slash (`.` for the site folder)
 * @returns paths relative to `dir`, in code-point order
 */
export function globFiles(files: Iterable<string>, dir: string, include: readonly string[], exclude: readonly string[]): string[] {
  const isIncluded = picomatch([...include]);
  const isExcluded = exclude.length ? picomatch([...exclude]) : () => false;
  const prefix = dir === '.' || dir === '' ? '' : `${dir.replace(/\/+$/, '')}/`;
  const out: string[] = [];
  for (const file of files) {
    if (!file.startsWith(prefix)) continue;
    const rel = file.slice(prefix.length);
    if (isIncluded(rel) && !isExcluded(rel)) out.push(rel);
  }
  return out.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}
