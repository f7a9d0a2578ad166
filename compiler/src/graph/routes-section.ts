import { z } from 'zod';
import { blogListPageSchema } from './blog-section.js';
import { urlPathSchema } from './json-value.js';

// Fields the `shows` variants share, each described once.
const kind = <K extends string>(value: K) => z.literal(value).describe('What the route renders; selects the other fields.');
const version = z.string().describe('Docs version name (`current` for the docs folder).');
const source = z.string().describe('Source path relative to the site folder.');
const page = z.number().int().describe('1-based page number of a paginated list.');
const postIds = z.array(z.string()).describe('Ids of the blog posts the page lists, in list order.');
const tagLabels = z.array(z.string()).describe('Labels of the tags the page lists, in list order.');

/** What a route renders: the page kind and the ids the page needs (the golden's `shows`). */
export const routeShowsSchema = z
  .discriminatedUnion('kind', [
    z.strictObject({ kind: kind('doc'), docId: z.string().describe('Id of the doc shown.'), version, source }),
    z.strictObject({ kind: kind('docs-root') }),
    z.strictObject({ kind: kind('docs-version'), version }),
    z.strictObject({ kind: kind('docs-version-sidebar-root'), version }),
    z.strictObject({
      kind: kind('docs-category-generated-index'),
      version,
      slug: z.string().describe('Slug of the generated-index page, relative to the version path.'),
      title: z.string().describe('Title of the generated-index page.'),
    }),
    z.strictObject({ kind: kind('docs-tags-list'), version, tags: tagLabels }),
    z.strictObject({
      kind: kind('docs-tag'),
      version,
      label: z.string().describe('Label of the tag.'),
      docIds: z.array(z.string()).describe('Ids of the docs the tag page lists, sorted by title as Docusaurus lists them.'),
    }),
    z.strictObject({ kind: kind('blog-post'), postId: z.string().describe('Id of the blog post shown.'), source }),
    z.strictObject({ kind: kind('blog-list'), page, postIds }),
    z.strictObject({ kind: kind('blog-tags-list'), tags: tagLabels }),
    z.strictObject({ kind: kind('blog-tag'), label: z.string().describe('Label of the tag.'), page, postIds }),
    z.strictObject({ kind: kind('blog-archive'), postIds }),
    z.strictObject({ kind: kind('blog-authors-list'), authors: z.array(z.string()).describe('Keys of the authors the page lists, in authors-file order.') }),
    z.strictObject({ kind: kind('blog-author'), author: z.string().describe("Key of the author (authors-file key)."), page, postIds }),
    z.strictObject({ kind: kind('page'), pageType: z.enum(['jsx', 'mdx']).describe('`jsx` for a React page, `mdx` for a Markdown/MDX page.'), source }),
    z.strictObject({ kind: kind('not-found') }),
  ])
  .describe('What the route renders: the page kind and the ids the page needs.');

/** One route of the route table, possibly with nested routes (docs root → version → sidebar root → doc pages). */
export const routeSchema = z
  .strictObject({
    /** URL path (baseUrl and trailingSlash applied). */
    path: urlPathSchema.describe('URL path (baseUrl and trailingSlash applied).'),
    /** True when only this exact path matches; false for layout routes with children. */
    exact: z.boolean().describe('True when only this exact path matches; false for layout routes with children.'),
    /** Theme component, named as Docusaurus names it (`@theme/DocItem`, …). */
    component: z.string().min(1).describe('Theme component, named as Docusaurus names it (`@theme/DocItem`, …).'),
    /** The plugin instance that made the route: `<plugin-name>@<id>`. */
    plugin: z.string().min(1).describe('The plugin instance that made the route: `<plugin-name>@<id>`, e.g. `docusaurus-plugin-content-docs@default`.'),
    /** What the route renders. */
    shows: routeShowsSchema,
    /** Sidebar name of a doc route displayed with a sidebar. */
    sidebar: z.string().describe('Sidebar name of a doc route displayed with a sidebar.').optional(),
    /**
     * Blog list, tag and author pages: the page's pagination as Docusaurus 3.7.0 passes it to the
     * theme (route prop `metadata` / `listMetadata`, `BlogPaginatedMetadata`): raw permalinks
     * (trailingSlash is applied by links, as Docusaurus's `Link` does), `previousPage`/`nextPage`
     * absent at the ends. The runtime reads it instead of deriving it from the route table.
     */
    listMetadata: blogListPageSchema
      .omit({ items: true })
      .describe("Blog list, tag and author pages: the page's pagination as Docusaurus passes it to the theme (raw permalinks, trailingSlash not applied).")
      .optional(),
    /**
     * Blog authors list page: posts per author key of the authors map, unlisted posts included,
     * as Docusaurus 3.7.0 counts them for the `authors` route prop (0 for an author without posts).
     */
    postCounts: z
      .record(z.string(), z.number().int().nonnegative())
      .describe('Blog authors list page: number of posts per author key, unlisted posts included (0 for an author without posts).')
      .optional(),
    /** `-1` for the last docs version's route (matched later). */
    priority: z.number().describe("Route priority: `-1` for the last docs version's route (matched after the others).").optional(),
    /** Path plus a short hash of what the route renders (changes when its content changes). */
    key: z.string().describe('Path plus a short hash of what the route renders (changes when its content changes).').optional(),
    /** Nested routes, tried in order. */
    get routes(): z.ZodOptional<z.ZodArray<typeof routeSchema>> {
      return z.array(routeSchema).describe('Nested routes, tried in order.').optional();
    },
  })
  .describe('One route of the route table, possibly with nested routes.');

/** A route of the graph (`z.infer` of {@link routeSchema}). */
export type Route = z.infer<typeof routeSchema>;

/** What a route renders (`z.infer` of {@link routeShowsSchema}). */
export type RouteShows = z.infer<typeof routeShowsSchema>;
