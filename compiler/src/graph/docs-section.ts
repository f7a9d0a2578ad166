import { z } from 'zod';
import { jsonRecordSchema, jsonValueSchema, urlPathSchema } from './json-value.js';

// Docusaurus 3.7.0 plugin-content-docs shapes, as the golden format lists them
// (../shared/corpora/README.md): `docs.<pluginId>` = {options, versions[]}.

/** A tag attached to a doc or post (predefined in tags.yml, or inline). */
export const tagSchema = z.strictObject({
  label: z.string(),
  /** Full permalink of the tag page, baseUrl included. */
  permalink: urlPathSchema,
  description: z.string().nullable(),
  /** True when the tag is not predefined in the tags file. */
  inline: z.boolean(),
});

/** `{title, permalink}` of a neighbour page. */
export const navLinkSchema = z.strictObject({ title: z.string(), permalink: urlPathSchema });

/** A doc (Docusaurus `DocMetadata`) as the graph's `docs.<id>.versions[].docs[]` holds it. */
export const docMetadataSchema = z.strictObject({
  /** Version-independent id: front matter `id` or file name, prefixed by its folder. */
  id: z.string(),
  /** Version name (`current` for the docs folder). */
  version: z.string(),
  title: z.string(),
  description: z.string(),
  /** Source path relative to the site folder. */
  source: z.string(),
  /** Folder of the source relative to the version's content folder (`.` at its root). */
  sourceDirName: z.string(),
  /** Slug relative to the version path, starting with `/`. */
  slug: z.string(),
  /** Full URL path: baseUrl + routeBasePath + version path + slug. */
  permalink: urlPathSchema,
  /** The sidebar the doc is in, or null. */
  sidebar: z.string().nullable(),
  /** Front matter `sidebar_position`, else the number prefix, else null. */
  sidebarPosition: z.number().nullable(),
  draft: z.boolean(),
  unlisted: z.boolean(),
  editUrl: z.string().nullable(),
  tags: z.array(tagSchema),
  previous: navLinkSchema.nullable(),
  next: navLinkSchema.nullable(),
  /** Validated front matter, as written (unknown keys kept). */
  frontMatter: jsonRecordSchema,
  /** Last update, ms since the epoch (with `showLastUpdateTime`). */
  lastUpdatedAt: z.number().optional(),
  /** Last update author (with `showLastUpdateAuthor`). */
  lastUpdatedBy: z.string().optional(),
});

const itemBase = {
  className: z.string().optional(),
  customProps: jsonRecordSchema.optional(),
  key: z.string().optional(),
};

/** A link item of a sidebar; doc links carry the doc's id. */
export const sidebarLinkSchema = z.strictObject({
  ...itemBase,
  type: z.literal('link'),
  label: z.string(),
  href: z.string(),
  /** Set on doc links: the doc's id. */
  docId: z.string().optional(),
  unlisted: z.boolean().optional(),
  autoAddBaseUrl: z.boolean().optional(),
  description: z.string().optional(),
});

/** Raw HTML shown in a sidebar. */
export const sidebarHtmlSchema = z.strictObject({ ...itemBase, type: z.literal('html'), value: z.string(), defaultStyle: z.boolean().optional() });

/** A category of a sidebar, with its items; `href` when it has a link. */
export const sidebarCategorySchema = z.strictObject({
  className: z.string().optional(),
  customProps: jsonRecordSchema.optional(),
  key: z.string().optional(),
  type: z.literal('category'),
  label: z.string(),
  get items(): z.ZodArray<z.ZodUnion<[typeof sidebarLinkSchema, typeof sidebarHtmlSchema, typeof sidebarCategorySchema]>> {
    return z.array(z.union([sidebarLinkSchema, sidebarHtmlSchema, sidebarCategorySchema]));
  },
  collapsed: z.boolean(),
  collapsible: z.boolean(),
  description: z.string().optional(),
  href: z.string().optional(),
  linkUnlisted: z.boolean().optional(),
});

/** A sidebar item as the theme receives it (Docusaurus `PropSidebarItem`): link, html or category. */
export const sidebarItemSchema = z.union([sidebarLinkSchema, sidebarHtmlSchema, sidebarCategorySchema]);

/** One sidebar as the theme receives it: `{id, items}`. */
export const sidebarSchema = z.strictObject({ id: z.string(), items: z.array(sidebarItemSchema) });

/** One generated-index category page (`categoryGeneratedIndices[]`). */
export const categoryGeneratedIndexSchema = z.strictObject({
  title: z.string(),
  description: z.string().optional(),
  /** Slug relative to the version path. */
  slug: z.string(),
  permalink: urlPathSchema,
  keywords: z.union([z.string(), z.array(z.string())]).optional(),
  image: z.string().optional(),
  /** The sidebar the category is in. */
  sidebar: z.string(),
  navigation: z.strictObject({ previous: navLinkSchema.nullable(), next: navLinkSchema.nullable() }),
});

/** A tag of a docs version with its docs. */
export const versionTagSchema = tagSchema.extend({
  /** Listed docs of the tag. */
  docIds: z.array(z.string()),
  /** Unlisted docs of the tag. */
  unlistedDocIds: z.array(z.string()),
  /** True when every doc of the tag is unlisted. */
  unlisted: z.boolean(),
});

/** One docs version (Docusaurus `LoadedVersion` projection): metadata, docs, sidebars, tags. */
export const docsVersionSchema = z.strictObject({
  name: z.string(),
  label: z.string(),
  path: urlPathSchema,
  tagsPath: urlPathSchema,
  isLast: z.boolean(),
  routePriority: z.number().nullable(),
  mainDocId: z.string(),
  banner: z.enum(['unreleased', 'unmaintained']).nullable(),
  badge: z.boolean(),
  noIndex: z.boolean(),
  className: z.string(),
  contentPath: z.string(),
  /** Site-relative sidebars file, `false` when sidebars are off; absent when Docusaurus leaves it undefined (no `sidebarPath`: the default autogenerated sidebar). */
  sidebarFilePath: z.union([z.string(), z.literal(false)]).optional(),
  editUrl: z.string().nullable(),
  /** Ids of the built docs, code-point order. */
  docIds: z.array(z.string()),
  draftIds: z.array(z.string()),
  /** Docs sorted by id (code-point order). */
  docs: z.array(docMetadataSchema),
  categoryGeneratedIndices: z.array(categoryGeneratedIndexSchema),
  /** Sidebars as the theme receives them. */
  sidebars: z.array(sidebarSchema),
  /** Sidebars after post-processing (Docusaurus `sidebarsLoaded`: doc items, categories with links). */
  sidebarsLoaded: z.array(z.strictObject({ id: z.string(), items: z.array(jsonValueSchema) })),
  /** Tags sorted by permalink. */
  tags: z.array(versionTagSchema),
});

/** `docs.<pluginId>`: the resolved options (data-valued ones) and the versions in Docusaurus order. */
export const docsInstanceSchema = z.strictObject({
  options: z.looseObject({
    path: z.string(),
    routeBasePath: z.string(),
    tagsBasePath: z.string(),
    include: z.array(z.string()),
    exclude: z.array(z.string()),
  }),
  versions: z.array(docsVersionSchema),
});

/** The graph's `docs`: docs plugin data by plugin id. */
export const docsSectionSchema = z.record(z.string(), docsInstanceSchema);
