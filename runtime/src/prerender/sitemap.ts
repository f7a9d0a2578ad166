function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

/**
 * `sitemap.xml`: one `<url>` per indexable page (absolute URL from the site url and the route
 * path), in the given order.
 */
export function sitemapXml(siteUrl: string, paths: readonly string[]): string {
  const origin = siteUrl.replace(/\/+$/, '');
  const urls = paths.map((p) => `<url><loc>${escapeXml(`${origin}${p}`)}</loc><changefreq>weekly</changefreq><priority>0.5</priority></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>\n`;
}
