/**
 * Whether a request path may be served from the site folder: after percent-decoding (once and
 * twice, to catch double encoding) it must be an absolute URL path with no `..` or `.` segment,
 * no backslash, no NUL and no drive letter. Anything else is refused before touching the disk.
 */
export function isSafeRequestPath(rawPath: string): boolean {
  if (!rawPath.startsWith('/') || rawPath.startsWith('//')) return false;
  const variants = [rawPath];
  for (let i = 0; i < 2; i++) {
    try {
      const next = decodeURIComponent(variants[variants.length - 1]!);
      if (next === variants[variants.length - 1]) break;
      variants.push(next);
    } catch {
      return false;
    }
  }
  for (const v of variants) {
    if (v.includes('\0') || v.includes('\\')) return false;
    if (/^\/[a-zA-Z]:/.test(v)) return false;
    if (v.split('/').some((segment) => segment === '..' || segment === '.')) return false;
  }
  return true;
}
