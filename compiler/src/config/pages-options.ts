import { z } from 'zod';
import { GLOB_EXCLUDE_DEFAULT } from './glob-defaults.js';
import { routeBasePathSchema } from './route-base-path.js';

/** Options of one pages plugin instance (`@docusaurus/plugin-content-pages`), Docusaurus 3.7.0 defaults. */
export const pagesOptionsSchema = z
  .object({
    id: z.string().default('default').describe('Plugin instance id, unique among pages instances; default `default` (Docusaurus `id`).'),
    path: z.string().default('src/pages').describe('Folder of the pages, relative to the site folder; a file\'s path there is its URL; default `src/pages` (Docusaurus `path`).'),
    routeBasePath: routeBasePathSchema('/').describe("URL path of the pages under `baseUrl`; default '/' (Docusaurus `routeBasePath`)."),
    include: z
      .array(z.string())
      .default(['**/*.{js,jsx,ts,tsx,md,mdx}'])
      .describe('Globs, relative to the pages folder, of the files that are pages (React components and Markdown); default `**/*.{js,jsx,ts,tsx,md,mdx}` (Docusaurus `include`).'),
    exclude: z
      .array(z.string())
      .default([...GLOB_EXCLUDE_DEFAULT])
      .describe('Globs of files that are never pages; default: names starting with `_`, test files and `__tests__` folders (Docusaurus `exclude`).'),
    editUrl: z.string().optional().describe('Base URL of the "Edit this page" links of Markdown pages: the page\'s path relative to the site folder is appended; absent: no edit links (Docusaurus `editUrl`, string form only).'),
  })
  .loose();

export type PagesOptions = z.infer<typeof pagesOptionsSchema>;
