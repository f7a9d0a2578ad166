import { z } from 'zod';
import { blogListPageSchema } from './blog-section.js';
import { urlPathSchema } from './json-value.js';

const version = z.string();

/** What a route renders: the page kind and the ids the page needs (the golden's `shows`). */
export const routeShowsSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('doc'), docId: z.string(), version, source: z.string() }),
  z.strictObject({ kind: z.literal('docs-root') }),
  z.strictObject({ kind: z.literal('docs-version'), version }),
  z.strictObject({ kind: z.literal('docs-version-sidebar-root'), version }),
  z.strictObject({ kind: z.literal('docs-category-generated-index'), version, slug: z.string(), title: z.string() }),
  z.strictObject({ kind: z.literal('docs-tags-list'), version, tags: z.array(z.string()) }),
  z.strictObject({ kind: z.literal('docs-tag'), version, label: z.string(), docIds: z.array(z.string()) }),
  z.strictObject({ kind: z.literal('blog-post'), postId: z.string(), source: z.string() }),
  z.strictObject({ kind: z.literal('blog-list'), page: z.number().int(), postIds: z.array(z.string()) }),
  z.strictObject({ kind: z.literal('blog-tags-list'), tags: z.array(z.string()) }),
  z.strictObject({ kind: z.literal('blog-tag'), label: z.string(), page: z.number().int(), postIds: z.array(z.string()) }),
  z.strictObject({ kind: z.literal('blog-archive'), postIds: z.array(z.string()) }),
  z.strictObject({ kind: z.literal('blog-authors-list'), authors: z.array(z.string()) }),
  z.strictObject({ kind: z.literal('blog-author'), author: z.string(), page: z.number().int(), postIds: z.array(z.string()) }),
  z.strictObject({ kind: z.literal('page'), pageType: z.enum(['jsx', 'mdx']), source: z.string() }),
  z.strictObject({ kind: z.literal('not-found') }),
]);

/** One route of the route table, possibly with nested routes (docs root → version → sidebar root → doc pages). */
export const routeSchema = z.strictObject({
  /** URL path (baseUrl and trailingSlash applied). */
  path: urlPathSchema,
  /** True when only this exact path matches; false for layout routes with children. */
  exact: z.boolean(),
  /** Theme component, named as Docusaurus names it (`@theme/DocItem`, …). */
  component: z.string().min(1),
  /** `<plugin-name>@<id>`. */
  plugin: z.string().min(1),
  shows: routeShowsSchema,
  /** Sidebar name of a doc route displayed with a sidebar. */
  sidebar: z.string().optional(),
  /**
   * Blog list, tag and author pages: the page's pagination as Docusaurus 3.7.0 passes it to the
   * theme (route prop `metadata` / `listMetadata`, `BlogPaginatedMetadata`): raw permalinks
   * (trailingSlash is applied by links, as Docusaurus's `Link` does), `previousPage`/`nextPage`
   * absent at the ends. The runtime reads it instead of deriving it from the route table.
   */
  listMetadata: blogListPageSchema.omit({ items: true }).optional(),
  /**
   * Blog authors list page: posts per author key of the authors map, unlisted posts included,
   * as Docusaurus 3.7.0 counts them for the `authors` route prop (0 for an author without posts).
   */
  postCounts: z.record(z.string(), z.number().int().nonnegative()).optional(),
  /** `-1` for the last docs version's route (matched later). */
  priority: z.number().optional(),
  /** Path plus a short hash of what the route renders (changes when its content changes). */
  key: z.string().optional(),
  /** Nested routes, tried in order. */
  get routes(): z.ZodOptional<z.ZodArray<typeof routeSchema>> {
    return z.array(routeSchema).optional();
  },
});

/** A route of the graph (`z.infer` of {@link routeSchema}). */
export type Route = z.infer<typeof routeSchema>;

/** What a route renders (`z.infer` of {@link routeShowsSchema}). */
export type RouteShows = z.infer<typeof routeShowsSchema>;
