import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { tempDirs } from '../../../fixtures/temp-dirs.js';
import { build } from '../index.js';
import { undescribedFields } from './json-schema-fields.test-support.js';
import { outputFileJsonSchemas } from './json-schema.js';
import { pageChunkFileSchema } from './output-file-schemas.js';

const SITE = fileURLToPath(new URL('../../../fixtures/sites/search-basic', import.meta.url));
const CLASSIC = fileURLToPath(new URL('../../../fixtures/sites/docusaurus-classic', import.meta.url));
const tempDir = tempDirs('sitegraph-output-schemas-');
const schemas = outputFileJsonSchemas();

function validator(name: string): (file: string) => string[] {
  const validate = new Ajv2020({ strict: true, allErrors: true }).compile(schemas[name]!);
  return (file) => (validate(JSON.parse(readFileSync(file, 'utf8'))) ? [] : [`${path.basename(file)}: ${JSON.stringify(validate.errors?.slice(0, 3))}`]);
}

describe('output file schemas', () => {
  // Sharded search parts are written for parts of at least this many records.
  let saved: string | undefined;
  beforeEach(() => {
    saved = process.env.SITEGRAPH_SEARCH_SHARD_MIN_RECORDS;
    process.env.SITEGRAPH_SEARCH_SHARD_MIN_RECORDS = '1';
  });
  afterEach(() => {
    if (saved === undefined) delete process.env.SITEGRAPH_SEARCH_SHARD_MIN_RECORDS;
    else process.env.SITEGRAPH_SEARCH_SHARD_MIN_RECORDS = saved;
  });

  it('accept the chunks and search files of a real build, every kind of them', async () => {
    const out = path.join(tempDir(), 'out');
    await build(SITE, { outDir: out, graphOnly: true, cache: false });
    const chunks = readdirSync(path.join(out, 'chunks')).map((f) => path.join(out, 'chunks', f));
    const search = readdirSync(path.join(out, 'search')).map((f) => path.join(out, 'search', f));
    const records = search.filter((f) => f.endsWith('/records.json'));
    const indexFiles = search.filter((f) => !f.endsWith('/records.json'));
    const formats = new Set(indexFiles.map((f) => JSON.stringify([JSON.parse(readFileSync(f, 'utf8')).format, JSON.parse(readFileSync(f, 'utf8')).formatVersion ?? null])));

    expect(chunks.length).toBeGreaterThan(0);
    expect(records).toHaveLength(1);
    expect([...formats].sort()).toEqual(['["sitegraph-search-index",2]', '["sitegraph-search-index",4]', '["sitegraph-search-postings",null]', '["sitegraph-search-records",null]']);
    expect(chunks.flatMap(validator('page-chunk.schema.json'))).toEqual([]);
    expect(records.flatMap(validator('search-records.schema.json'))).toEqual([]);
    expect(indexFiles.flatMap(validator('search-index.schema.json'))).toEqual([]);
  });

  it('accept the page chunks and partial chunks of a site whose pages pass Markdown partials as values', async () => {
    const out = path.join(tempDir(), 'out');
    await build(CLASSIC, { outDir: out, graphOnly: true, cache: false });
    const chunks = readdirSync(path.join(out, 'chunks')).map((f) => path.join(out, 'chunks', f));
    // A partial used as a value has a chunk of its own: `{ body }` only.
    const isPartial = (f: string) => !('source' in (JSON.parse(readFileSync(f, 'utf8')) as object));
    expect(chunks.filter(isPartial)).toHaveLength(1);
    expect(chunks.filter((f) => !isPartial(f)).flatMap(validator('page-chunk.schema.json'))).toEqual([]);
    expect(chunks.filter(isPartial).flatMap(validator('partial-chunk.schema.json'))).toEqual([]);
  });

  it('reject files of the wrong shape', () => {
    const chunk = new Ajv2020({ strict: true }).compile(schemas['page-chunk.schema.json']!);
    expect(chunk({ source: 'docs/a.md', body: { type: 'root', children: [] }, toc: [], contentTitle: null, imports: [], meta: {} })).toBe(true);
    expect(chunk({ source: 'docs/a.md', body: { type: 'element', children: [] }, toc: [], contentTitle: null, imports: [], meta: {} })).toBe(false);
    const partial = new Ajv2020({ strict: true }).compile(schemas['partial-chunk.schema.json']!);
    expect(partial({ body: { type: 'root', children: [] } })).toBe(true);
    expect(partial({ source: 'docs/_a.md', body: { type: 'root', children: [] } })).toBe(false);
    const index = new Ajv2020({ strict: true }).compile(schemas['search-index.schema.json']!);
    expect(index({ format: 'sitegraph-search-index', formatVersion: 5, indexName: 'x', records: [], pages: [] })).toBe(false);
  });

  it('describe every field', () => {
    for (const schema of Object.values(schemas)) expect(undescribedFields(schema)).toEqual([]);
  });
});

describe('pageChunkFileSchema moduleImports', () => {
  it("accepts a page's module imports and refuses a misnamed member", () => {
    const chunk = { source: 'docs/a.mdx', body: { type: 'root', children: [] }, toc: [], contentTitle: null, imports: ['Card'], meta: {}, moduleImports: [{ from: '@site/src/Card', default: 'Card', named: [{ imported: 'A', local: 'B' }] }, { from: './x.css' }] };
    expect(pageChunkFileSchema.safeParse(chunk).success).toBe(true);
    expect(pageChunkFileSchema.safeParse({ ...chunk, moduleImports: [{ from: 'x', defualt: 'Card' }] }).success).toBe(false);
  });
});
