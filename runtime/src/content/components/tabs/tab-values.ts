/** One tab as a group shows it: the value it selects and the label of its tab. */
export interface TabValue {
  value: string;
  label: string;
}

/**
 * Checks a tab group's values as Docusaurus does: values are unique, and a `defaultValue` is one of
 * them. Throws an `Error` naming the offending value (a content error the author must fix).
 */
export function checkTabValues(values: readonly TabValue[], defaultValue: string | undefined): void {
  const seen = new Set<string>();
  for (const { value } of values) {
    if (seen.has(value)) throw new Error(`Tabs: the value "${value}" is used by more than one TabItem; every TabItem of a Tabs needs its own value.`);
    seen.add(value);
  }
  if (defaultValue !== undefined && !seen.has(defaultValue)) {
    throw new Error(`Tabs: defaultValue "${defaultValue}" is none of the TabItem values (${[...seen].map((v) => `"${v}"`).join(', ')}).`);
  }
}

/**
 * The tab selected first, before the reader's stored or URL choice is applied: `defaultValue`,
 * else the item marked `default`, else the first tab.
 */
export function initialTab(values: readonly TabValue[], defaultValue: string | undefined, markedDefault: string | undefined): string | undefined {
  return defaultValue ?? markedDefault ?? values[0]?.value;
}

/**
 * The tab a group shows once mounted: the URL's choice, else the stored one, else `fallback`,
 * each only when it is one of the group's values (Docusaurus's order).
 */
export function chooseTab(values: readonly TabValue[], fromQuery: string | null, fromStorage: string | null, fallback: string | undefined): string | undefined {
  const known = (v: string | null): v is string => v !== null && values.some((t) => t.value === v);
  if (known(fromQuery)) return fromQuery;
  if (known(fromStorage)) return fromStorage;
  return fallback;
}
