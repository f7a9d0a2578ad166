/** The search page URL for a query: `{baseUrl}{searchPagePath}?q={encoded query}` (SPEC §2). */
export function searchPageUrl(query: string, baseUrl = '/', searchPagePath = 'search'): string {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  return `${base}${searchPagePath.replace(/^\/+/, '')}?q=${encodeURIComponent(query)}`;
}
