/**
 * Whether a prerendered HTML document asks search engines not to index it: a
 * `<meta name="robots">` in its `<head>` whose content lists `noindex` (or `none`). Docusaurus's
 * plugin-sitemap leaves such pages out of `sitemap.xml` the same way (it reads the page's
 * rendered head tags), which covers pages marked by `<Layout noIndex>`, unlisted content and
 * front matter that sets the robots meta.
 */
export function htmlIsNoIndex(html: string): boolean {
  const headEnd = html.search(/<\/head>/i);
  const head = headEnd >= 0 ? html.slice(0, headEnd) : html;
  for (const tag of head.match(/<meta\b[^>]*>/gi) ?? []) {
    const name = /\bname\s*=\s*["']?([^"'\s>]+)/i.exec(tag)?.[1];
    if (name?.toLowerCase() !== 'robots') continue;
    const content = /\bcontent\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(tag);
    const directives = (content?.[1] ?? content?.[2] ?? content?.[3] ?? '').toLowerCase().split(/\s*,\s*/);
    if (directives.includes('noindex') || directives.includes('none')) return true;
  }
  return false;
}
