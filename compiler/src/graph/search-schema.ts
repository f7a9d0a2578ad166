import { z } from 'zod';

// Each text written out: the build copies them into the `.d.ts` for editor hovers (scripts/write-dts-docs.mjs).
const level = (text: string) => z.string().nullable().describe(text);

/** `hierarchy.lvl0` … `lvl6` of a search record: the headings above it (lvl0: section or sidebar category). */
export const searchHierarchySchema = z
  .object({
    lvl0: level('Section or sidebar category above the page, or null.'),
    lvl1: level('Text of the h1 heading above the record (lvl1 is the page title), or null.'),
    lvl2: level('Text of the h2 heading above the record (lvl1 is the page title), or null.'),
    lvl3: level('Text of the h3 heading above the record (lvl1 is the page title), or null.'),
    lvl4: level('Text of the h4 heading above the record (lvl1 is the page title), or null.'),
    lvl5: level('Text of the h5 heading above the record (lvl1 is the page title), or null.'),
    lvl6: level('Text of the h6 heading above the record (lvl1 is the page title), or null.'),
  })
  .strict()
  .describe('The headings above the record, lvl0 (section) to lvl6.');

/** The records' `docusaurus_tag`. */
const docusaurusTag = z.string().describe('Facet of the records: `default` (pages), `docs-<pluginId>-<version>`, `blog-<pluginId>`.');

/**
 * One DocSearch-shaped search record (the shape the DocSearch crawler's Docusaurus template
 * produces): a heading (`lvl1`…`lvl6`) or a content block (`content`). All text is plain text,
 * never HTML; whoever renders it escapes it.
 */
export const searchRecordSchema = z
  .object({
    /** Stable across builds: derived from `url_without_anchor` and `weight.position`. */
    objectID: z.string().min(1).describe('Record id, stable across builds: derived from `url_without_anchor` and `weight.position`.'),
    /** Page URL plus `#anchor` of the nearest heading above the record (none above: no anchor). */
    url: z.string().describe('Page URL plus `#anchor` of the nearest heading above the record (none above: no anchor).'),
    /** Page URL without the anchor. */
    url_without_anchor: z.string().describe('Page URL without the anchor.'),
    /** Id of the nearest heading above the record, or null. */
    anchor: z.string().nullable().describe('Id of the nearest heading above the record, or null.'),
    /** `lvl1`…`lvl6` for a heading, `content` for a block of text. */
    type: z.enum(['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6', 'content']).describe('`lvl1`…`lvl6` for a heading, `content` for a block of text.'),
    /** The block's text for `content` records, null for headings. */
    content: z.string().nullable().describe("The block's plain text for `content` records, null for headings."),
    hierarchy: searchHierarchySchema,
    /** Ranking data. */
    weight: z
      .object({
        /** Page importance (higher first): docs of the last version above others. */
        pageRank: z.number().int().describe('Page importance (higher first): docs of the last version above others.'),
        /** 100 for lvl1, 90 for lvl2 … 50 for lvl6, 0 for content (DocSearch's values). */
        level: z.number().int().describe("100 for lvl1, 90 for lvl2 … 50 for lvl6, 0 for content (DocSearch's values)."),
        /** Order of the record in its page, from 0. */
        position: z.number().int().nonnegative().describe('Order of the record in its page, from 0.'),
      })
      .strict()
      .describe('Ranking data: page rank, heading level, position in the page.'),
    /** Facets the search dialog filters on (contextual search). */
    language: z.string().describe('Locale of the page (a facet the search dialog filters on).'),
    /** `default` (pages), `docs-<pluginId>-<version>`, `blog-<pluginId>`. */
    docusaurus_tag: docusaurusTag,
    /** Docs version name; empty for blog posts and pages. */
    version: z.string().describe('Docs version name; empty for blog posts and pages.'),
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
    tag: docusaurusTag,
    /** The records' `version` (empty for pages and blog posts). */
    version: z.string().describe("The records' docs version (empty for pages and blog posts)."),
    /** The records' `language`. */
    language: z.string().describe("The records' language."),
    /** Number of records in the part. */
    recordCount: z.number().int().nonnegative().describe('Number of records in the part.'),
    /** Output-relative path of the part's prebuilt index: `search/<name>.<tagSlug>.<hash8>.json`. */
    file: z
      .string()
      .regex(/^search\/[^/]+\.[0-9a-f]{8}\.json$/)
      .describe("Output-relative path of the part's prebuilt index: `search/<name>.<tagSlug>.<hash8>.json`."),
    /**
     * Output-relative path of the part as term shards, for parts of many records (format version
     * 3, `search/<name>.<tagSlug>.sharded.<hash8>.json`; since schema 1.3.0): a browser loads it
     * instead of `file`, then only the postings and record blocks each query needs.
     */
    sharded: z
      .string()
      .regex(/^search\/[^/]+\.sharded\.[0-9a-f]{8}\.json$/)
      .describe('Output-relative path of the part as term shards (`search/<name>.<tagSlug>.sharded.<hash8>.json`), for parts of many records: a browser loads it instead of `file`.')
      .optional(),
  })
  .strict();

/** `graph.search`: the search indices a build writes (search contract §1). */
export const searchSectionSchema = z
  .object({
    /** One entry per index (per language). */
    indices: z
      .array(
        z
          .object({
            /** `themeConfig.algolia.indexName` when set, else the site's title slugged. */
            name: z.string().min(1).describe("Index name: `themeConfig.algolia.indexName` when set, else the site's title slugged."),
            /** Language of the index's records. */
            language: z.string().describe("Language of the index's records."),
            /** `docusaurus_tag` values present in the index, sorted. */
            tags: z.array(z.string()).describe('`docusaurus_tag` values present in the index, sorted.'),
            /** Number of records in the index. */
            recordCount: z.number().int().nonnegative().describe('Number of records in the index.'),
            /** Output-relative path of the whole prebuilt engine index (all records): `search/<name>.<hash8>.json`. */
            file: z
              .string()
              .regex(/^search\/[^/]+\.[0-9a-f]{8}\.json$/)
              .describe('Output-relative path of the whole prebuilt engine index (all records): `search/<name>.<hash8>.json`.'),
            /**
             * The same records split by `docusaurus_tag`, sorted by tag (since schema 1.2.0; absent in
             * older graphs, whose readers load `file`).
             */
            parts: z
              .array(searchIndexPartSchema)
              .describe('The same records split by `docusaurus_tag`, sorted by tag (since schema 1.2.0; absent in older graphs).')
              .optional(),
          })
          .strict(),
      )
      .describe('One entry per index (per language).'),
  })
  .strict();

/** A DocSearch-shaped search record (`z.infer` of {@link searchRecordSchema}). */
export type SearchRecord = z.infer<typeof searchRecordSchema>;
/** One part of a search index, a file per `docusaurus_tag` (`z.infer` of {@link searchIndexPartSchema}). */
export type SearchIndexPart = z.infer<typeof searchIndexPartSchema>;
/** The graph's `search` section: one entry per index (`z.infer` of {@link searchSectionSchema}). */
export type SearchSection = z.infer<typeof searchSectionSchema>;
