/**
 * The page modules (the code an MDX page imports, bundled per page: `mdx:<source>` in the
 * module store) that content in data files needs, found where the compiler put them: the
 * `module` of each content data (`body` and `toc` beside it).
 */

/** The module store key of the page module of the content from `source` (`docs/x.mdx`). */
export const pageModuleKey = (source: string): string => `mdx:${source}`;

/** The sources of the page modules the content in `values` needs (`ContentData.module`), in order found. */
export function pageModuleSources(values: readonly unknown[]): string[] {
  const found = new Set<string>();
  const visit = (value: unknown, depth: number): void => {
    if (value === null || typeof value !== 'object' || depth > 12) return;
    if (Array.isArray(value)) {
      for (const v of value) visit(v, depth + 1);
      return;
    }
    const record = value as Record<string, unknown>;
    // Content data (`body` and `toc` beside it): its module, and nothing deeper to look at.
    if ('body' in record && 'toc' in record) {
      if (typeof record.module === 'string') found.add(record.module);
      return;
    }
    for (const v of Object.values(record)) visit(v, depth + 1);
  };
  for (const v of values) visit(v, 0);
  return [...found];
}
