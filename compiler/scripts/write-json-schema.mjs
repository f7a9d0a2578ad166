#!/usr/bin/env node
// Writes compiler/site-graph.schema.json: the JSON Schema (draft 2020-12) of the site graph,
// generated from the zod schema (never hand-written), for tools that validate graph.json
// without TypeScript. Run by the compiler's `npm run build`, after tsc.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const compilerDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const { siteGraphSchema, SCHEMA_VERSION } = await import(path.join(compilerDir, 'dist/graph/index.js'));

const schema = {
  ...z.toJSONSchema(siteGraphSchema, { target: 'draft-2020-12', io: 'output' }),
  $id: `https://sitegraph.dev/schemas/site-graph/${SCHEMA_VERSION}.json`,
  title: 'sitegraph site graph',
  description: `The site graph (graph.json) written by @sitegraph/compiler, format ${SCHEMA_VERSION} (semver).`,
};
writeFileSync(path.join(compilerDir, 'site-graph.schema.json'), `${JSON.stringify(schema, null, 2)}\n`);
