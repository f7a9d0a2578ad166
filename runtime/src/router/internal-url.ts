/** True for a URL the router handles: a site path, not a file, another origin or a protocol link. */
export function isInternalUrl(url: string | undefined): url is string {
  if (!url) return false;
  if (!url.startsWith('/') || url.startsWith('//')) return false;
  const pathname = url.split(/[?#]/)[0]!;
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  // Files (feeds, images, downloads) are served as they are; .html pages are routes.
  return !/\.[a-z0-9]+$/i.test(last) || /\.html$/i.test(last);
}
