/**
 * The error a page whose prerender threw is reported as: `Prerendering <page> failed: <message>`,
 * with what rendering threw as `cause` (its stack names the place) and the route path as `page`.
 */
export function prerenderFailed(page: string, thrown: unknown): Error & { page: string } {
  return Object.assign(new Error(`Prerendering ${page} failed: ${(thrown as Error | null)?.message}`, { cause: thrown }), { page });
}
