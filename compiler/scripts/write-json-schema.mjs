#!/usr/bin/env node
// Writes compiler/site-graph.schema.json: the JSON Schema (draft 2020-12) of the site graph,
// generated from the zod schema (never hand-written; see src/graph/json-schema.ts), for tools
// that validate graph.json without TypeScript. Run by the compiler's `npm run build`, after tsc.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const compilerDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const { siteGraphJsonSchema } = await import(path.join(compilerDir, 'dist/graph/json-schema.js'));

writeFileSync(path.join(compilerDir, 'site-graph.schema.json'), `${JSON.stringify(siteGraphJsonSchema(), null, 2)}\n`);
