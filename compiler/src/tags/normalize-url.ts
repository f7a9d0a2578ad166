/**
 * URL joining with the exact rules of Docusaurus 3.7.0's `normalizeUrl` (`@docusaurus/utils`),
 * which every content plugin uses to build permalinks, tag URLs and edit URLs. Kept beside the
 * tags code because tags (docs and blog) are its first shared user.
 */

/**
 * Joins URL parts: inner slashes collapsed to one, the last part's trailing slashes to one,
 * an empty last part after a slash-ended part keeps the trailing slash, a leading protocol part
 * (`https:`) keeps its `//`, a slash before `?`/`#` is dropped, further `?` become `&`, and
 * duplicate slashes are removed everywhere except after `protocol:`.
 *
 * `['/', 'docs', 'canary']` → `/docs/canary`; `['/docs/', '/']` → `/docs/`;
 * `['https://x.dev/edit/', 'docs', 'a.md']` → `https://x.dev/edit/docs/a.md`.
 */
export function normalizeUrl(parts: readonly string[]): string {
  const urls = [...parts];
  if (urls.length === 0) return '';

  // A bare protocol part ("https:", "file://") is glued to the next part.
  if (/^[^/:]+:\/*$/.test(urls[0]!) && urls.length > 1) {
    const protocol = urls.shift()!;
    urls[0] = protocol.startsWith('file:') && urls[0]!.startsWith('/') ? `${protocol}//${urls[0]}` : protocol + urls[0]!;
  }
  const slashes = /^file:\/\/\//.test(urls[0]!) ? ':///' : '://';
  urls[0] = urls[0]!.replace(/^([^/:]+):\/*/, `$1${slashes}`);

  const out: string[] = [];
  let seenPart = false;
  let endsWithSlash = false;
  urls.forEach((raw, i) => {
    let part = raw;
    const isLast = i === urls.length - 1;
    if (part === '') {
      if (isLast && endsWithSlash) out.push('/');
      return;
    }
    if (part !== '/') {
      if (i > 0) part = part.replace(/^\/+/, part.startsWith('/') && !seenPart ? '/' : '');
      endsWithSlash = part.endsWith('/');
      part = part.replace(/\/+$/, isLast ? '/' : '');
    }
    seenPart = true;
    out.push(part);
  });

  let url = out.join('/');
  url = url.replace(/\/(\?|&|#[^!/])/g, '$1');
  const [beforeQuery, ...queries] = url.split('?');
  url = beforeQuery! + (queries.length ? `?${queries.join('&')}` : '');
  url = url.replace(/([^:/]\/)\/+/g, '$1');
  return url.replace(/^\/+/g, '/');
}

/** Prefixes `/` unless the string already starts with one (`''` → `/`). */
export function addLeadingSlash(s: string): string {
  return s.startsWith('/') ? s : `/${s}`;
}

/** Appends `/` unless the string already ends with one. */
export function addTrailingSlash(s: string): string {
  return s.endsWith('/') ? s : `${s}/`;
}
