/**
 * The query-string key of a tab group (Docusaurus `Tabs` `queryString` prop): a string is the key
 * itself, `true` means the group's `groupId`. Returns null when the group does not sync with the
 * URL. Throws when `queryString` is `true` without a `groupId`, as Docusaurus does, since the key
 * would be undefined.
 */
export function tabQueryKey(queryString: string | boolean | undefined, groupId: string | undefined): string | null {
  if (typeof queryString === 'string') return queryString;
  if (queryString !== true) return null;
  if (!groupId) throw new Error('Tabs: `queryString={true}` needs a `groupId` to name the query-string key; set `groupId` or give `queryString` the key.');
  return groupId;
}

/** The value of `key` in a location search (`?a=1&b=2`), or null. */
export function readTabQuery(search: string, key: string): string | null {
  return new URLSearchParams(search).get(key);
}

/**
 * The location search with `key` set to `value`, other parameters kept in order (`'?a=1'` →
 * `'?a=1&tab=npm'`). Always starts with `?`.
 */
export function writeTabQuery(search: string, key: string, value: string): string {
  const params = new URLSearchParams(search);
  params.set(key, value);
  return `?${params.toString()}`;
}
