import { z } from 'zod';
import { GLOB_EXCLUDE_DEFAULT } from './glob-defaults.js';
import { routeBasePathSchema } from './route-base-path.js';

/** Options of one pages plugin instance (`@docusaurus/plugin-content-pages`), Docusaurus 3.7.0 defaults. */
export const pagesOptionsSchema = z
  .object({
    id: z.string().default('default'),
    path: z.string().default('src/pages'),
    routeBasePath: routeBasePathSchema('/'),
    include: z.array(z.string()).default(['**/*.{js,jsx,ts,tsx,md,mdx}']),
    exclude: z.array(z.string()).default([...GLOB_EXCLUDE_DEFAULT]),
    editUrl: z.string().optional(),
  })
  .loose();

export type PagesOptions = z.infer<typeof pagesOptionsSchema>;
