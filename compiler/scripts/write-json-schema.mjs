#!/usr/bin/env node
// Writes the JSON Schemas (draft 2020-12) of a build's files, generated from the zod schemas
// (never hand-written; see src/graph/json-schema.ts), for tools that validate them without
// TypeScript: compiler/site-graph.schema.json (graph.json) and compiler/schemas/*.schema.json
// (page chunks, search files). Run by the compiler's `npm run build`, after tsc.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const compilerDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const { siteGraphJsonSchema, outputFileJsonSchemas } = await import(path.join(compilerDir, 'dist/graph/json-schema.js'));

const json = (value) => `${JSON.stringify(value, null, 2)}\n`;
writeFileSync(path.join(compilerDir, 'site-graph.schema.json'), json(siteGraphJsonSchema()));
mkdirSync(path.join(compilerDir, 'schemas'), { recursive: true });
for (const [name, schema] of Object.entries(outputFileJsonSchemas())) writeFileSync(path.join(compilerDir, 'schemas', name), json(schema));
