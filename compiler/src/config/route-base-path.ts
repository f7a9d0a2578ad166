import { z } from 'zod';

/**
 * A plugin's `routeBasePath`, as Docusaurus 3.7.0's `RouteBasePathSchema`: a value the user
 * gives gets a leading slash (`docs` → `/docs`), while the default stays as written (`docs`).
 * Both resolve to the same URLs; the difference is visible in the resolved options.
 */
export function routeBasePathSchema(defaultValue: string) {
  return z
    .string()
    .transform((s) => (s.startsWith('/') ? s : `/${s}`))
    .default(defaultValue);
}
