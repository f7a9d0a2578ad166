import { siteGraphSchema } from './graph-schema.js';

/**
 * Where a canonical site graph breaks its schema, or null when it does not: the same verdict as
 * `siteGraphSchema.safeParse` (every member by its own schema; no member the strict schema does
 * not name), checked one top-level member at a time. zod builds a copy of everything it parses,
 * so a parse of the whole graph held a second graph at once (at 50,000 docs `graph.json` is
 * 108 MB); by member, the largest copy is the docs section's.
 *
 * @returns `path: message` of the first issue found (members in the schema's order)
 */
export function graphSchemaIssue(graph: Record<string, unknown>): string | null {
  const shape = siteGraphSchema.shape;
  for (const key of Object.keys(graph)) if (!Object.hasOwn(shape, key)) return `${key}: not a member of the site graph`;
  for (const [key, schema] of Object.entries(shape)) {
    const checked = schema.safeParse(graph[key]);
    if (!checked.success) {
      const first = checked.error.issues[0];
      return `${[key, ...(first?.path ?? [])].join('.')}: ${first?.message}`;
    }
  }
  return null;
}
