import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { undescribedFields } from './json-schema-fields.test-support.js';
import { siteGraphJsonSchema } from './json-schema.js';

describe('siteGraphJsonSchema', () => {
  const schema = siteGraphJsonSchema();

  it('describes every field of the graph (meaning and unit reach the JSON Schema)', () => {
    expect(undescribedFields(schema)).toEqual([]);
  });

  it('carries the units tools need', () => {
    const text = JSON.stringify(schema);
    expect(text).toContain('Last update, in milliseconds since the Unix epoch');
    expect(text).toContain('Estimated reading time in minutes');
    expect(text).toContain('`<plugin-name>@<id>`');
  });

  it('finds fields without a description, nested or behind a $ref', () => {
    const bare = z.toJSONSchema(z.object({ a: z.string().describe('A.'), b: z.object({ c: z.number() }).describe('B.') }));
    expect(undescribedFields(bare)).toEqual(['$.b.c']);
  });
});
