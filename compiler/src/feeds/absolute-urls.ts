/**
 * Makes the links and images of a post's HTML absolute, as Docusaurus 3.7.0 does for feed
 * item content (feed readers have no base URL): `href` of `<a>`, `src` and `srcset` of `<img>`.
 */

/**
 * Rewrites relative `href` (on `a`), `src` and `srcset` (on `img`) attribute values of an
 * HTML fragment against `baseUrl`. Values that are already absolute, or that cannot be
 * resolved, stay as written. Attribute values must be quoted (as HTML serialisers write them).
 *
 * @param html serialised HTML
 * @param baseUrl absolute URL of the post page
 */
export function absolutizeHtmlUrls(html: string, baseUrl: string): string {
  return html.replace(/<(a|img)\b([^>]*)>/gi, (tag, name: string, attrs: string) => {
    const rewritten = attrs.replace(/(\s)(href|src|srcset)=(["'])(.*?)\3/gi, (whole, space: string, attr: string, quote: string, value: string) => {
      const lower = attr.toLowerCase();
      if (lower === 'href' && name.toLowerCase() !== 'a') return whole;
      if ((lower === 'src' || lower === 'srcset') && name.toLowerCase() !== 'img') return whole;
      const next = lower === 'srcset' ? absolutizeSrcset(value, baseUrl) : resolve(value, baseUrl);
      return `${space}${attr}=${quote}${next}${quote}`;
    });
    return `<${name}${rewritten}>`;
  });
}

function resolve(value: string, baseUrl: string): string {
  try {
    return String(new URL(value.replace(/&amp;/g, '&'), baseUrl)).replace(/&/g, '&amp;');
  } catch {
    return value;
  }
}

function absolutizeSrcset(srcset: string, baseUrl: string): string {
  return srcset
    .split(',')
    .map((candidate) => {
      const [url = '', ...descriptors] = candidate.trim().split(/\s+/);
      return [resolve(url, baseUrl), ...descriptors].join(' ');
    })
    .join(', ');
}
