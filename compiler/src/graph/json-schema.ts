import { z } from 'zod';
import { SCHEMA_VERSION, siteGraphSchema } from './graph-schema.js';

/** A JSON Schema document (draft 2020-12), as `z.toJSONSchema` gives it. */
export type JsonSchemaDocument = Record<string, unknown>;

/**
 * The JSON Schema (draft 2020-12) of `graph.json`, generated from {@link siteGraphSchema}: the
 * fields' `.describe()` texts become `description`s. The build writes it as
 * `@sitegraph/compiler/site-graph.schema.json`.
 */
export function siteGraphJsonSchema(): JsonSchemaDocument {
  return {
    ...z.toJSONSchema(siteGraphSchema, { target: 'draft-2020-12', io: 'output' }),
    $id: `https://sitegraph.dev/schemas/site-graph/${SCHEMA_VERSION}.json`,
    title: 'sitegraph site graph',
    description: `The site graph (graph.json) written by @sitegraph/compiler, format ${SCHEMA_VERSION} (semver).`,
  };
}
