/** The messages of an error and its `cause` chain, outermost first (cycles cut). */
export function errorChain(error: unknown): string[] {
  const out: string[] = [];
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current !== undefined && current !== null && !seen.has(current) && out.length < 20) {
    seen.add(current);
    out.push(current instanceof Error ? current.message : String(current));
    current = current instanceof Error ? (current as Error & { cause?: unknown }).cause : undefined;
  }
  return out;
}
