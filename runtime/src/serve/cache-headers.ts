/**
 * Cache-Control for a served file: content-hashed files (`assets/`, `chunks/`) are immutable for a
 * year; HTML must be revalidated on every visit; other files (feeds, sitemap, images) for 10 minutes.
 */
export function cacheControl(pathname: string, baseUrl = '/'): string {
  const rel = pathname.startsWith(baseUrl) ? pathname.slice(baseUrl.length) : pathname.replace(/^\//, '');
  if (rel.startsWith('assets/') || rel.startsWith('chunks/')) return 'public, max-age=31536000, immutable';
  if (rel === '' || rel.endsWith('/') || rel.endsWith('.html') || !/\.[a-z0-9]+$/i.test(rel)) return 'public, max-age=0, must-revalidate';
  return 'public, max-age=600';
}
