import { z } from 'zod';
import { diagnosticSchema } from './diagnostics-section.js';
import { jsonValueSchema } from './json-value.js';
import { searchRecordSchema } from './search-schema.js';

// Zod schemas of the build's JSON files beside graph.json that tools read: the page chunks
// (`chunks/<hash>.json`, the `PageChunk` type) and the search files (`search/*.json`). They
// exist for the generated JSON Schemas; the compiler writes these files from its own types.

/** One node of a page's nested table of contents (Docusaurus theme `TOCTreeNode`). */
const tocItemSchema = z.strictObject({
  value: z.string().describe("Heading content as HTML: text escaped, inline code as `<code>`, emphasis as `<em>`, …"),
  id: z.string().describe('Anchor id of the heading.'),
  level: z.number().int().min(2).max(6).describe('Heading level, 2 to 6.'),
  get children(): z.ZodArray<typeof tocItemSchema> {
    return tocChildren();
  },
});

/** A TOC node's children (a function: the schema refers to itself). */
function tocChildren(): z.ZodArray<typeof tocItemSchema> {
  const children: z.ZodArray<typeof tocItemSchema> = z.array(tocItemSchema);
  return children.describe('Headings nested under this one.');
}

/** `chunks/<hash>.json`: the rendered content of one Markdown/MDX source (`PageChunk`). */
export const pageChunkFileSchema = z.strictObject({
  source: z.string().describe('Source path relative to the site folder.'),
  body: z
    .looseObject({
      type: z.literal('root').describe('Always `root`.'),
      children: z.array(jsonValueSchema).describe('The hast nodes of the page (positions stripped).'),
    })
    .describe('Page body as a hast tree (https://github.com/syntax-tree/hast).'),
  toc: z.array(tocItemSchema).describe("Table of contents within the page's configured heading levels."),
  contentTitle: z.string().nullable().describe('First h1 text when the body starts with one (the theme hides a duplicate title), else null.'),
  imports: z.array(z.string()).describe('Names the MDX module imports/exports (informational; content never runs code).'),
  meta: z.record(z.string(), jsonValueSchema).describe('Extra data the theme reads (e.g. front matter subsets); free-form JSON.'),
  errors: z
    .array(diagnosticSchema)
    .describe('Only on the chunk of a source that failed to compile (with `continueOnError`): its error diagnostics.')
    .optional(),
  moduleImports: z
    .array(
      z.strictObject({
        from: z.string().describe("The module specifier; relative ones are relative to the chunk's source file."),
        default: z.string().describe('Local name of the default import.').optional(),
        namespace: z.string().describe('Local name of a namespace import (`import * as X`).').optional(),
        named: z
          .array(z.strictObject({ imported: z.string().describe('The exported name imported.'), local: z.string().describe('The local name it is bound to.') }))
          .describe('Named imports.')
          .optional(),
      }),
    )
    .describe("Only on a page whose MDX imports code (components, styles, values; not partials, nor the theme's body components), or has `code`: the import declarations the runtime bundles into the page's own module.")
    .optional(),
  code: z
    .strictObject({
      declarations: z.string().describe("The page's top-level statements other than imports (`export const x = …`), as JavaScript with JSX compiled to `react/jsx-runtime` calls (`_jsx`, `_jsxs`, `_Fragment`); empty when none."),
      names: z.array(z.string()).describe('The names the declarations bind, sorted: the page module exports them, so body elements may use them as components.'),
      expressions: z
        .array(z.string().describe('A JavaScript function `(props, scope) => value`: `props` of the content it is in, `scope.components` (provider components) and `scope.partials` (partials used as values, by path).'))
        .describe('The expressions that need code, by index: hast `SgExpression` elements (`properties.index`) and `data.codeProps` pairs (`[attribute or "...", index]`) of elements refer to them.'),
      partials: z
        .record(
          z.string(),
          z.strictObject({
            chunk: z.string().describe("Hash of the partial's content chunk: the file `chunks/<chunk>.json` (`{ body }`, see the partial chunk schema), shared by every page whose use of it compiles to the same content."),
            expressions: z.array(z.string()).describe("The partial content's expressions, as `expressions` (with the partial's `props`): its `SgExpression` elements and `data.codeProps` refer to them by index."),
          }),
        )
        .describe('Each Markdown partial used as a value (`code={{ javascript }}`), by site-relative path; the runtime renders it as a component with its props.'),
    })
    .describe('Only on a page with expressions or attributes that need code (not with `markdown.sanitize`): what its module runs when the page renders, at prerender and in the browser.')
    .optional(),
});

/**
 * `chunks/<hash>.json` of a Markdown partial used as a value (`PartialChunk`), which pages refer
 * to from `code.partials[path].chunk`: its content once, however many pages use it.
 */
export const partialChunkFileSchema = z.strictObject({
  body: z
    .looseObject({
      type: z.literal('root').describe('Always `root`.'),
      children: z.array(jsonValueSchema).describe('The hast nodes of the partial (positions stripped).'),
    })
    .describe("The partial's content as a hast tree; its `SgExpression` indices refer to the using page's `code.partials[path].expressions`."),
});

/** `search/records.json`: every search record of the build, in build order. */
export const searchRecordsFileSchema = z.array(searchRecordSchema.describe('One DocSearch-shaped search record.'));

const compactPageSchema = z
  .tuple([
    z.string().describe('url_without_anchor'),
    z.string().nullable().describe('hierarchy.lvl0'),
    z.string().describe('language'),
    z.string().describe('docusaurus_tag'),
    z.string().describe('version'),
    z.number().describe('weight.pageRank'),
    z.string().nullable().describe("idBase: the records' objectID without `-<position>`, or null"),
  ])
  .describe("What consecutive records of one page share: [url_without_anchor, lvl0, language, docusaurus_tag, version, pageRank, idBase].");

const compactRecordSchema = z.strictObject({
  p: z.number().int().nonnegative().describe("Index of the record's page in `pages` (absent: the previous record's; the first's is 0).").optional(),
  t: z.number().int().nonnegative().describe("Index of the record's type in [lvl0, lvl1, …, lvl6, content] (absent: content).").optional(),
  k: z.number().int().nonnegative().describe("How many of the previous record's levels lvl1… the hierarchy keeps before `h` (absent: 0).").optional(),
  h: z.array(z.string().nullable()).describe("The hierarchy's next levels after the `k` kept ones (absent: the previous record's hierarchy).").optional(),
  c: z.string().describe('`content` (absent: null).').optional(),
  a: z.string().nullable().describe("`anchor` (absent: the previous record's).").optional(),
  u: z.string().describe('`url` (absent: `url_without_anchor`, plus `#anchor` when there is one).').optional(),
  l: z.number().int().describe("`weight.level` (absent: the type's DocSearch weight).").optional(),
  i: z.number().int().describe("`weight.position` (absent: the previous record's plus one).").optional(),
  o: z.string().describe('`objectID` (absent: `<idBase>-<position>`).').optional(),
});

const format = z.literal('sitegraph-search-index').describe('File format name.');

/** The prebuilt engine index, format 2 (`search/<name>.<hash8>.json`, `parts[].file`). */
const compactIndexSchema = z.strictObject({
  format,
  formatVersion: z.literal(2).describe('Format version: 2, records that reference a page table.'),
  indexName: z.string().describe("The index's name (`graph.search.indices[].name`)."),
  records: z.array(compactRecordSchema).describe('The records, in build order, in the compact encoding.'),
  pages: z.array(compactPageSchema).describe("What the records of each page share, referenced by the records' `p`."),
});

/** A part as term shards, format 4: the manifest (`parts[].sharded`). */
const shardedManifestSchema = z.strictObject({
  format,
  formatVersion: z.literal(4).describe('Format version: 4, a manifest of term shards and record blocks named by their hashes.'),
  indexName: z.string().describe("The index's name."),
  recordCount: z.number().int().nonnegative().describe('Number of records in the part.'),
  facets: z
    .strictObject({
      language: z.string().describe("The records' language."),
      docusaurus_tag: z.string().describe("The records' `docusaurus_tag`."),
      version: z.string().describe("The records' docs version (empty for pages and posts)."),
    })
    .describe('What every record of the part shares.'),
  terms: z.array(z.string()).describe("Every term of the part's records, in code point order; a term's id is its index."),
  counts: z.array(z.number().int().nonnegative()).describe('Per term: how many records hold it.'),
  termShards: z
    .array(z.tuple([z.number().int().nonnegative(), z.string()]))
    .describe("The postings shards as [first term id, file name beside the manifest]."),
  blockSize: z.number().int().positive().describe('Records per block: block `i` holds records `i * blockSize` onwards.'),
  filePrefix: z.string().describe("What the names of the part's files start with: `<index name>.<tag slug>`."),
  blockHashes: z
    .array(z.string().regex(/^[0-9a-f]{8}$/))
    .describe('Per record block, in order, the content hash in its file name: block `i` is `<filePrefix>.records-<i>.<hash>.json`, beside the manifest.'),
  meta: z.string().describe("Base64, one byte per record: type index (bits 0–2), new url (bit 3), own word count capped at 15 (bits 4–7)."),
  pages: z.string().describe('Base64 unsigned LEB128 varints: how many records each page has, pages in order.'),
  pageRanks: z.array(z.number()).describe("Per page: the records' `weight.pageRank`."),
  levels: z.array(z.tuple([z.number().int(), z.number().int()])).describe("[record, level] for records whose `weight.level` is not their type's."),
  positions: z.array(z.tuple([z.number().int(), z.number().int()])).describe('[record, position] for records whose `weight.position` is not the previous plus one.'),
  urls: z.array(z.tuple([z.number().int(), z.number().int()])).describe("[record, url id] for records whose url is neither new nor the previous record's."),
});

/** A postings shard of a format-4 part. */
const postingsShardSchema = z.strictObject({
  format: z.literal('sitegraph-search-postings').describe('File format name.'),
  firstTerm: z.number().int().nonnegative().describe('Id of the first term of the shard.'),
  data: z.string().describe('Base64 unsigned LEB128 varints: per term, its postings as record-id gaps and field masks.'),
});

/** A record block of a format-4 part. */
const recordBlockSchema = z.strictObject({
  format: z.literal('sitegraph-search-records').describe('File format name.'),
  firstRecord: z.number().int().nonnegative().describe('Id (order in the part) of the first record of the block.'),
  records: z.array(compactRecordSchema).describe('The records, in the compact encoding of format 2.'),
  pages: z.array(compactPageSchema).describe("The block's own page table."),
});

/**
 * `search/*.json` other than records.json: a prebuilt index (format 2), or a sharded part's
 * manifest (format 4), postings shard or record block.
 */
export const searchIndexFileSchema = z.union([compactIndexSchema, shardedManifestSchema, postingsShardSchema, recordBlockSchema]);
