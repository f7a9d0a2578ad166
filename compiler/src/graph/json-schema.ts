import { z } from 'zod';
import { SCHEMA_VERSION, siteGraphSchema } from './graph-schema.js';
import { pageChunkFileSchema, partialChunkFileSchema, searchIndexFileSchema, searchRecordsFileSchema } from './output-file-schemas.js';

/** A JSON Schema document (draft 2020-12), as `z.toJSONSchema` gives it. */
export type JsonSchemaDocument = Record<string, unknown>;

function document(schema: z.ZodType, name: string, title: string, description: string): JsonSchemaDocument {
  return {
    ...z.toJSONSchema(schema, { target: 'draft-2020-12', io: 'output' }),
    $id: `https://sitegraph.dev/schemas/${name}/${SCHEMA_VERSION}.json`,
    title,
    description,
  };
}

/**
 * The JSON Schema (draft 2020-12) of `graph.json`, generated from {@link siteGraphSchema}: the
 * fields' `.describe()` texts become `description`s. The build writes it as
 * `@sitegraph/compiler/site-graph.schema.json`.
 */
export function siteGraphJsonSchema(): JsonSchemaDocument {
  return document(siteGraphSchema, 'site-graph', 'sitegraph site graph', `The site graph (graph.json) written by @sitegraph/compiler, format ${SCHEMA_VERSION} (semver).`);
}

/**
 * The JSON Schemas of the other JSON files of a build that tools read, by the file name the
 * build writes each under `@sitegraph/compiler/schemas/`: page chunks (`chunks/<hash>.json`), the
 * chunks of partials used as values (also `chunks/<hash>.json`: a file with only `body`), the
 * search records (`search/records.json`) and the search index files (`search/*.json`).
 */
export function outputFileJsonSchemas(): Record<string, JsonSchemaDocument> {
  return {
    'page-chunk.schema.json': document(
      pageChunkFileSchema,
      'page-chunk',
      'sitegraph page chunk',
      'chunks/<hash>.json: the rendered content of one Markdown/MDX source (hast body, TOC), named by a hash of its JSON.',
    ),
    'partial-chunk.schema.json': document(
      partialChunkFileSchema,
      'partial-chunk',
      'sitegraph partial chunk',
      "chunks/<hash>.json of a Markdown partial used as a value: its content once, named by a hash of its JSON, referred to by pages' code.partials[path].chunk.",
    ),
    'search-records.schema.json': document(searchRecordsFileSchema, 'search-records', 'sitegraph search records', 'search/records.json: every DocSearch-shaped search record of the build, in build order.'),
    'search-index.schema.json': document(
      searchIndexFileSchema,
      'search-index',
      'sitegraph search index file',
      'search/*.json other than records.json: a prebuilt index (format 2), or a sharded part (format 4) manifest, postings shard or record block.',
    ),
  };
}
