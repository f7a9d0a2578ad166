import { z } from 'zod';
import { searchSectionSchema } from './search-schema.js';

const json = z.json();

const routeShowsSchema = z.object({ kind: z.string() }).catchall(json);

/** A route node, recursive (see `routes/route-node.ts`). */
export const routeNodeSchema: z.ZodType<unknown> = z.lazy(() =>
  z
    .object({
      path: z.string().startsWith('/'),
      exact: z.boolean(),
      component: z.string().min(1),
      plugin: z.string().min(1),
      shows: routeShowsSchema,
      sidebar: z.string().optional(),
      priority: z.number().optional(),
      key: z.string().optional(),
      routes: z.array(routeNodeSchema).optional(),
    })
    .strict(),
);

const diagnosticSchema = z
  .object({
    level: z.enum(['error', 'warning', 'info']),
    code: z.string(),
    message: z.string(),
    file: z.string().optional(),
    line: z.number().int().positive().optional(),
    column: z.number().int().positive().optional(),
  })
  .strict();

const pageSchema = z
  .object({
    type: z.enum(['jsx', 'mdx']),
    permalink: z.string().startsWith('/'),
    source: z.string(),
    title: z.string().optional(),
    description: z.string().optional(),
    frontMatter: z.record(z.string(), json).optional(),
    unlisted: z.boolean().optional(),
  })
  .strict();

/**
 * Zod schema of the serialised {@link SiteGraph} (`graph.json`): what the runtime and other
 * tools may rely on. Plugin data sections keep Docusaurus's shapes and are checked as JSON
 * records keyed by plugin id.
 */
export const siteGraphSchema = z
  .object({
    schemaVersion: z.literal(1),
    generator: z.object({ name: z.literal('sitegraph'), version: z.string() }).strict(),
    site: z
      .object({
        title: z.string(),
        tagline: z.string(),
        url: z.string(),
        baseUrl: z.string().startsWith('/').endsWith('/'),
        trailingSlash: z.boolean().nullable(),
        favicon: z.string().nullable(),
        titleDelimiter: z.string(),
        noIndex: z.boolean(),
        defaultLocale: z.string(),
        locales: z.array(z.string()),
        localeConfigs: z.record(
          z.string(),
          z.object({ label: z.string(), direction: z.enum(['ltr', 'rtl']), htmlLang: z.string(), calendar: z.string(), path: z.string() }).strict(),
        ),
        themeConfig: z.record(z.string(), json),
        customFields: z.record(z.string(), json),
      })
      .strict(),
    plugins: z.array(z.object({ name: z.string(), id: z.string() }).strict()),
    routes: z.array(routeNodeSchema),
    routesPaths: z.array(z.string().startsWith('/')),
    docs: z.record(z.string(), z.record(z.string(), json)),
    blog: z.record(z.string(), z.record(z.string(), json)),
    pages: z.record(z.string(), z.array(pageSchema)),
    globalData: z.record(z.string(), z.record(z.string(), json)),
    content: z.record(z.string(), z.object({ chunk: z.string(), excerpt: z.string().optional() }).strict()),
    search: searchSectionSchema,
    diagnostics: z.array(diagnosticSchema),
  })
  .strict();
