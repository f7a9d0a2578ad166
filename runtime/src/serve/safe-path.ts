/**
 * Whether a request path may be served from the site folder: after percent-decoding (once and
 * twice, to catch double encoding; a literal `%` left after the first decoding is a name, as in
 * `100%.md`) it must be an absolute URL path with no `..` or `.` segment,
 * no backslash, no NUL and no drive letter. Anything else is refused before touching the disk.
 */
export function isSafeRequestPath(rawPath: string): boolean {
  if (!rawPath.startsWith('/') || rawPath.startsWith('//')) return false;
  const variants = [rawPath];
  for (let i = 0; i < 2; i++) {
    let next: string;
    try {
      next = decodeURIComponent(variants[variants.length - 1]!);
    } catch {
      // The raw path must decode; a decoded one may hold a literal `%` (`100%25` is `100%`).
      if (i === 0) return false;
      break;
    }
    if (next === variants[variants.length - 1]) break;
    variants.push(next);
  }
  for (const v of variants) {
    if (v.includes('\0') || v.includes('\\')) return false;
    if (/^\/[a-zA-Z]:/.test(v)) return false;
    if (v.split('/').some((segment) => segment === '..' || segment === '.')) return false;
  }
  return true;
}
