import { z } from 'zod';

/** `hierarchy.lvl0` … `lvl6` of a search record: the headings above it (lvl0: section or sidebar category). */
export const searchHierarchySchema = z
  .object({
    lvl0: z.string().nullable(),
    lvl1: z.string().nullable(),
    lvl2: z.string().nullable(),
    lvl3: z.string().nullable(),
    lvl4: z.string().nullable(),
    lvl5: z.string().nullable(),
    lvl6: z.string().nullable(),
  })
  .strict();

/**
 * One DocSearch-shaped search record (the shape the DocSearch crawler's Docusaurus template
 * produces): a heading (`lvl1`…`lvl6`) or a content block (`content`). All text is plain text,
 * never HTML; whoever renders it escapes it.
 */
export const searchRecordSchema = z
  .object({
    /** Stable across builds: derived from `url_without_anchor` and `weight.position`. */
    objectID: z.string().min(1),
    /** Page URL plus `#anchor` of the nearest heading above the record (none above: no anchor). */
    url: z.string(),
    url_without_anchor: z.string(),
    anchor: z.string().nullable(),
    type: z.enum(['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6', 'content']),
    /** The block's text for `content` records, null for headings. */
    content: z.string().nullable(),
    hierarchy: searchHierarchySchema,
    weight: z
      .object({
        /** Page importance (higher first): docs of the last version above others. */
        pageRank: z.number().int(),
        /** 100 for lvl1, 90 for lvl2 … 50 for lvl6, 0 for content (DocSearch's values). */
        level: z.number().int(),
        /** Order of the record in its page, from 0. */
        position: z.number().int().nonnegative(),
      })
      .strict(),
    /** Facets the search dialog filters on (contextual search). */
    language: z.string(),
    /** `default` (pages), `docs-<pluginId>-<version>`, `blog-<pluginId>`. */
    docusaurus_tag: z.string(),
    /** Docs version name; empty for blog posts and pages. */
    version: z.string(),
  })
  .strict();

/**
 * One part of a search index: the records of one `docusaurus_tag` value (pages, one docs
 * version, one blog), in their own prebuilt index file, so that a reader downloads only the
 * parts their search's facet filters can match.
 */
export const searchIndexPartSchema = z
  .object({
    /** The records' `docusaurus_tag`: `default`, `docs-<pluginId>-<version>`, `blog-<pluginId>`. */
    tag: z.string(),
    /** The records' `version` (empty for pages and blog posts). */
    version: z.string(),
    /** The records' `language`. */
    language: z.string(),
    recordCount: z.number().int().nonnegative(),
    /** Output-relative path of the part's prebuilt index: `search/<name>.<tagSlug>.<hash8>.json`. */
    file: z.string().regex(/^search\/[^/]+\.[0-9a-f]{8}\.json$/),
    /**
     * Output-relative path of the part as term shards, for parts of many records (format version
     * 3, `search/<name>.<tagSlug>.sharded.<hash8>.json`; since schema 1.3.0): a browser loads it
     * instead of `file`, then only the postings and record blocks each query needs.
     */
    sharded: z
      .string()
      .regex(/^search\/[^/]+\.sharded\.[0-9a-f]{8}\.json$/)
      .optional(),
  })
  .strict();

/** `graph.search`: the search indices a build writes (search contract §1). */
export const searchSectionSchema = z
  .object({
    indices: z.array(
      z
        .object({
          /** `themeConfig.algolia.indexName` when set, else the site's title slugged. */
          name: z.string().min(1),
          language: z.string(),
          /** `docusaurus_tag` values present in the index, sorted. */
          tags: z.array(z.string()),
          recordCount: z.number().int().nonnegative(),
          /** Output-relative path of the whole prebuilt engine index (all records): `search/<name>.<hash8>.json`. */
          file: z.string().regex(/^search\/[^/]+\.[0-9a-f]{8}\.json$/),
          /**
           * The same records split by `docusaurus_tag`, sorted by tag (since schema 1.2.0; absent in
           * older graphs, whose readers load `file`).
           */
          parts: z.array(searchIndexPartSchema).optional(),
        })
        .strict(),
    ),
  })
  .strict();

/** A DocSearch-shaped search record (`z.infer` of {@link searchRecordSchema}). */
export type SearchRecord = z.infer<typeof searchRecordSchema>;
/** One part of a search index, a file per `docusaurus_tag` (`z.infer` of {@link searchIndexPartSchema}). */
export type SearchIndexPart = z.infer<typeof searchIndexPartSchema>;
/** The graph's `search` section: one entry per index (`z.infer` of {@link searchSectionSchema}). */
export type SearchSection = z.infer<typeof searchSectionSchema>;
