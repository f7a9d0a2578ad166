import { z } from 'zod';
import { jsonRecordSchema, jsonValueSchema, urlPathSchema } from './json-value.js';

// Docusaurus 3.7.0 plugin-content-docs shapes, as the golden format lists them
// (../shared/corpora/README.md): `docs.<pluginId>` = {options, versions[]}.

const docIdList = (what: string) => z.array(z.string()).describe(what);
const optionalText = (what: string) => z.string().describe(what).optional();

/** A tag attached to a doc or post (predefined in tags.yml, or inline). */
export const tagSchema = z.strictObject({
  /** Label shown for the tag. */
  label: z.string().describe('Label shown for the tag.'),
  /** Full permalink of the tag page, baseUrl included. */
  permalink: urlPathSchema.describe('Full permalink of the tag page, baseUrl included.'),
  /** Description from the tags file, or null. */
  description: z.string().nullable().describe('Description from the tags file, or null.'),
  /** True when the tag is not predefined in the tags file. */
  inline: z.boolean().describe('True when the tag is not predefined in the tags file.'),
});

/** `{title, permalink}` of a neighbour page. */
export const navLinkSchema = z.strictObject({
  /** Title of the neighbour page (its sidebar label when it has one). */
  title: z.string().describe('Title of the neighbour page (its sidebar label when it has one).'),
  /** URL path of the neighbour page, baseUrl included. */
  permalink: urlPathSchema.describe('URL path of the neighbour page, baseUrl included.'),
});

/** A doc (Docusaurus `DocMetadata`) as the graph's `docs.<id>.versions[].docs[]` holds it. */
export const docMetadataSchema = z.strictObject({
  /** Version-independent id: front matter `id` or file name, prefixed by its folder. */
  id: z.string().describe('Version-independent id: front matter `id` or file name (number prefixes removed), prefixed by its folder.'),
  /** Version name (`current` for the docs folder). */
  version: z.string().describe('Version name (`current` for the docs folder).'),
  /** Title (front matter, else the first h1, else the id). */
  title: z.string().describe('Title (front matter, else the first h1, else the id).'),
  /** Description (front matter, else the first paragraph as plain text). */
  description: z.string().describe('Description (front matter, else the first paragraph as plain text).'),
  /** Source path relative to the site folder. */
  source: z.string().describe('Source path relative to the site folder.'),
  /** Folder of the source relative to the version's content folder (`.` at its root). */
  sourceDirName: z.string().describe("Folder of the source relative to the version's content folder (`.` at its root)."),
  /** Slug relative to the version path, starting with `/`. */
  slug: z.string().describe('Slug relative to the version path, starting with `/`.'),
  /** Full URL path: baseUrl + routeBasePath + version path + slug. */
  permalink: urlPathSchema.describe('Full URL path: baseUrl + routeBasePath + version path + slug.'),
  /** The sidebar the doc is in, or null. */
  sidebar: z.string().nullable().describe('Id of the sidebar the doc is in, or null.'),
  /** Front matter `sidebar_position`, else the number prefix, else null. */
  sidebarPosition: z.number().nullable().describe('Front matter `sidebar_position`, else the number prefix, else null.'),
  /** True for a draft (only kept in development). */
  draft: z.boolean().describe('True for a draft (built only in development).'),
  /** True when the doc is built but left out of sidebars, tags, search and sitemaps. */
  unlisted: z.boolean().describe('True when the doc is built but left out of sidebars, tags, search and sitemaps.'),
  /** "Edit this page" URL, or null. */
  editUrl: z.string().nullable().describe('"Edit this page" URL, or null.'),
  /** Tags of the doc, in front-matter order. */
  tags: z.array(tagSchema).describe('Tags of the doc, in front-matter order.'),
  /** Previous page along the sidebar (or `pagination_prev`), or null. */
  previous: navLinkSchema.nullable().describe('Previous page along the sidebar (or `pagination_prev`), or null.'),
  /** Next page along the sidebar (or `pagination_next`), or null. */
  next: navLinkSchema.nullable().describe('Next page along the sidebar (or `pagination_next`), or null.'),
  /** Validated front matter, as written (unknown keys kept). */
  frontMatter: jsonRecordSchema.describe('Validated front matter, as written (unknown keys kept).'),
  /** Last update, ms since the epoch (with `showLastUpdateTime`). */
  lastUpdatedAt: z.number().describe('Last update, in milliseconds since the Unix epoch (with `showLastUpdateTime`).').optional(),
  /** Last update author (with `showLastUpdateAuthor`). */
  lastUpdatedBy: z.string().describe('Author of the last update (with `showLastUpdateAuthor`).').optional(),
});

const itemBase = {
  /** CSS class of the item's element. */
  className: optionalText("CSS class of the item's element."),
  /** Free-form props the theme passes to the item's component. */
  customProps: jsonRecordSchema.describe("Free-form props the theme passes to the item's component.").optional(),
  /** Key that tells apart items with the same label (translations). */
  key: optionalText('Key that tells apart items with the same label (translations).'),
};

/** A link item of a sidebar; doc links carry the doc's id. */
export const sidebarLinkSchema = z.strictObject({
  ...itemBase,
  /** Item kind. */
  type: z.literal('link').describe('Item kind: a link.'),
  /** Text of the link. */
  label: z.string().describe('Text of the link.'),
  /** Target URL (a URL path for doc links). */
  href: z.string().describe('Target URL (a URL path, baseUrl included, for doc links).'),
  /** Set on doc links: the doc's id. */
  docId: optionalText("Set on doc links: the linked doc's id."),
  /** True when the linked doc is unlisted (shown only on its own page). */
  unlisted: z.boolean().describe('True when the linked doc is unlisted (the item shows only on that doc).').optional(),
  /** False when `href` must not get the baseUrl prepended. */
  autoAddBaseUrl: z.boolean().describe('False when `href` must not get the baseUrl prepended.').optional(),
  /** Description (generated-index cards). */
  description: optionalText('Description, shown on generated-index cards.'),
});

/** Raw HTML shown in a sidebar. */
export const sidebarHtmlSchema = z.strictObject({
  ...itemBase,
  /** Item kind. */
  type: z.literal('html').describe('Item kind: raw HTML.'),
  /** The HTML. */
  value: z.string().describe('The HTML, rendered as is.'),
  /** True to give the HTML the default item padding and style. */
  defaultStyle: z.boolean().describe('True to give the HTML the default item padding and style.').optional(),
});

/** A category of a sidebar, with its items; `href` when it has a link. */
export const sidebarCategorySchema = z.strictObject({
  // Written out rather than spread from itemBase: a spread in this self-referring object
  // makes TypeScript give up on its type.
  className: optionalText("CSS class of the item's element."),
  customProps: jsonRecordSchema.describe("Free-form props the theme passes to the item's component.").optional(),
  key: optionalText('Key that tells apart items with the same label (translations).'),
  /** Item kind. */
  type: z.literal('category').describe('Item kind: a category.'),
  /** Text of the category. */
  label: z.string().describe('Text of the category.'),
  /** The category's items. */
  get items(): z.ZodArray<z.ZodUnion<[typeof sidebarLinkSchema, typeof sidebarHtmlSchema, typeof sidebarCategorySchema]>> {
    return categoryItems();
  },
  /** True when the category starts collapsed. */
  collapsed: z.boolean().describe('True when the category starts collapsed.'),
  /** True when the reader can collapse the category. */
  collapsible: z.boolean().describe('True when the reader can collapse the category.'),
  /** Description (generated-index cards). */
  description: optionalText('Description, shown on generated-index cards.'),
  /** URL path of the category's page (doc or generated index), when it has one. */
  href: optionalText("URL path of the category's page (doc or generated index), when it has one."),
  /** True when the category's linked doc is unlisted. */
  linkUnlisted: z.boolean().describe("True when the category's linked doc is unlisted.").optional(),
});

/** The items of a category (a function: the schema refers to itself). */
function categoryItems(): z.ZodArray<z.ZodUnion<[typeof sidebarLinkSchema, typeof sidebarHtmlSchema, typeof sidebarCategorySchema]>> {
  const items: z.ZodArray<z.ZodUnion<[typeof sidebarLinkSchema, typeof sidebarHtmlSchema, typeof sidebarCategorySchema]>> = z.array(
    z.union([sidebarLinkSchema, sidebarHtmlSchema, sidebarCategorySchema]),
  );
  return items.describe("The category's items.");
}

/** A sidebar item as the theme receives it (Docusaurus `PropSidebarItem`): link, html or category. */
export const sidebarItemSchema = z.union([sidebarLinkSchema, sidebarHtmlSchema, sidebarCategorySchema]);

/** One sidebar as the theme receives it: `{id, items}`. */
export const sidebarSchema = z.strictObject({
  /** Sidebar id (its key in the sidebars file). */
  id: z.string().describe('Sidebar id (its key in the sidebars file).'),
  /** The sidebar's items. */
  items: z.array(sidebarItemSchema).describe("The sidebar's items."),
});

/** One generated-index category page (`categoryGeneratedIndices[]`). */
export const categoryGeneratedIndexSchema = z.strictObject({
  /** Title of the page. */
  title: z.string().describe('Title of the page.'),
  /** Description shown under the title. */
  description: optionalText('Description shown under the title.'),
  /** Slug relative to the version path. */
  slug: z.string().describe('Slug relative to the version path.'),
  /** URL path of the page, baseUrl included. */
  permalink: urlPathSchema.describe('URL path of the page, baseUrl included.'),
  /** Keywords for `<meta name="keywords">`. */
  keywords: z.union([z.string(), z.array(z.string())]).describe('Keywords for `<meta name="keywords">`.').optional(),
  /** Social card image. */
  image: optionalText('Social card image.'),
  /** The sidebar the category is in. */
  sidebar: z.string().describe('Id of the sidebar the category is in.'),
  /** Previous and next pages along the sidebar. */
  navigation: z
    .strictObject({
      previous: navLinkSchema.nullable().describe('Previous page along the sidebar, or null.'),
      next: navLinkSchema.nullable().describe('Next page along the sidebar, or null.'),
    })
    .describe('Previous and next pages along the sidebar.'),
});

/** A tag of a docs version with its docs. */
export const versionTagSchema = tagSchema.extend({
  /** Listed docs of the tag, in `docIds` order. */
  docIds: docIdList("Ids of the tag's listed docs, in the version's `docIds` order."),
  /** Unlisted docs of the tag, in `docIds` order. */
  unlistedDocIds: docIdList("Ids of the tag's unlisted docs, in the version's `docIds` order."),
  /** True when every doc of the tag is unlisted. */
  unlisted: z.boolean().describe('True when every doc of the tag is unlisted (the tag is left out of the tags list).'),
});

/** One docs version (Docusaurus `LoadedVersion` projection): metadata, docs, sidebars, tags. */
export const docsVersionSchema = z.strictObject({
  /** Version name (`current` for the docs folder, else as in versions.json). */
  name: z.string().describe('Version name (`current` for the docs folder, else as in versions.json).'),
  /** Label shown in the version dropdown. */
  label: z.string().describe('Label shown in the version dropdown.'),
  /** URL path of the version's root, baseUrl included. */
  path: urlPathSchema.describe("URL path of the version's root, baseUrl included."),
  /** URL path of the version's tags list page. */
  tagsPath: urlPathSchema.describe("URL path of the version's tags list page."),
  /** True for the last version (`lastVersion`, served at the docs root). */
  isLast: z.boolean().describe('True for the last version (`lastVersion`, served at the docs root).'),
  /** Route priority of the version (`-1` for the last version), or null. */
  routePriority: z.number().nullable().describe("Priority of the version's route (`-1` for the last version, matched after the others), or null."),
  /** Id of the doc the version's navbar link opens. */
  mainDocId: z.string().describe("Id of the doc the version's navbar link opens."),
  /** Banner on the version's pages, or null. */
  banner: z.enum(['unreleased', 'unmaintained']).nullable().describe("Banner on the version's pages, or null."),
  /** True to show the version badge on its pages. */
  badge: z.boolean().describe('True to show the version badge on its pages.'),
  /** True when the version's pages ask search engines not to index them. */
  noIndex: z.boolean().describe("True when the version's pages ask search engines not to index them."),
  /** CSS class of the version's pages. */
  className: z.string().describe("CSS class added to the version's pages."),
  /** Content folder of the version, relative to the site folder. */
  contentPath: z.string().describe('Content folder of the version, relative to the site folder.'),
  /** Site-relative sidebars file, `false` when sidebars are off; absent when Docusaurus leaves it undefined (no `sidebarPath`: the default autogenerated sidebar). */
  sidebarFilePath: z
    .union([z.string(), z.literal(false)])
    .describe('Site-relative sidebars file, `false` when sidebars are off; absent with no `sidebarPath` (the default autogenerated sidebar).')
    .optional(),
  /** "Edit this page" base URL of the version, or null. */
  editUrl: z.string().nullable().describe('"Edit this page" base URL of the version, or null.'),
  /** Ids of the built docs, code-point order. */
  docIds: docIdList('Ids of the built docs, code-point order.'),
  /** Ids of the drafts left out of the build, code-point order. */
  draftIds: docIdList('Ids of the drafts left out of the build, code-point order.'),
  /** Docs sorted by id (code-point order). */
  docs: z.array(docMetadataSchema).describe('Docs sorted by id (code-point order).'),
  /** Generated-index category pages. */
  categoryGeneratedIndices: z.array(categoryGeneratedIndexSchema).describe('Generated-index category pages, in sidebar order.'),
  /** Sidebars as the theme receives them. */
  sidebars: z.array(sidebarSchema).describe('Sidebars as the theme receives them, in sidebars-file order.'),
  /** Sidebars after post-processing (Docusaurus `sidebarsLoaded`: doc items, categories with links). */
  sidebarsLoaded: z
    .array(
      z.strictObject({
        id: z.string().describe('Sidebar id.'),
        items: z.array(jsonValueSchema).describe('Items as the plugin loaded them (doc ids, category links).'),
      }),
    )
    .describe('Sidebars after post-processing (Docusaurus `sidebarsLoaded`: doc items, categories with links).'),
  /** Tags sorted by permalink. */
  tags: z.array(versionTagSchema).describe('Tags sorted by permalink (code-point order).'),
});

/** `docs.<pluginId>`: the resolved options (data-valued ones) and the versions in Docusaurus order. */
export const docsInstanceSchema = z.strictObject({
  /** Resolved options (data-valued ones); the keys below are always present. */
  options: z
    .looseObject({
      path: z.string().describe('Content folder of the current version, relative to the site folder.'),
      routeBasePath: z.string().describe('URL path segment of the docs, after baseUrl.'),
      tagsBasePath: z.string().describe('URL path segment of the tag pages, after the version path.'),
      include: z.array(z.string()).describe('Globs of the doc files, relative to each content folder.'),
      exclude: z.array(z.string()).describe('Globs of the files left out.'),
    })
    .describe('Resolved plugin options (data-valued ones), Docusaurus defaults applied.'),
  /** Versions in Docusaurus order: current first, then versions.json order. */
  versions: z.array(docsVersionSchema).describe('Versions in Docusaurus order: current first, then versions.json order.'),
});

/** The graph's `docs`: docs plugin data by plugin id. */
export const docsSectionSchema = z.record(z.string(), docsInstanceSchema);
