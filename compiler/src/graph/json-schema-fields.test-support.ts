/**
 * JSON paths of the object properties in a JSON Schema that have no `description` (a property
 * that is only a `$ref` counts as described when its definition is).
 */
export function undescribedFields(schema: unknown): string[] {
  const root = schema as { $defs?: Record<string, unknown> };
  const missing: string[] = [];
  const seen = new Set<unknown>();
  const visit = (node: unknown, at: string): void => {
    if (!node || typeof node !== 'object' || seen.has(node)) return;
    seen.add(node);
    if (Array.isArray(node)) return node.forEach((n, i) => visit(n, `${at}[${i}]`));
    const n = node as Record<string, unknown>;
    const properties = n.properties as Record<string, Record<string, unknown>> | undefined;
    for (const [key, prop] of Object.entries(properties ?? {})) {
      if (!hasDescription(prop, root.$defs)) missing.push(`${at}.${key}`);
    }
    for (const [key, value] of Object.entries(n)) visit(value, key === 'properties' ? at : `${at}.${key}`);
  };
  visit(schema, '$');
  return missing;
}

function hasDescription(prop: Record<string, unknown>, defs: Record<string, unknown> | undefined): boolean {
  if (typeof prop.description === 'string' && prop.description.length > 0) return true;
  const ref = typeof prop.$ref === 'string' ? prop.$ref.replace('#/$defs/', '') : undefined;
  const def = ref ? (defs?.[ref] as Record<string, unknown> | undefined) : undefined;
  return typeof def?.description === 'string' && def.description.length > 0;
}
