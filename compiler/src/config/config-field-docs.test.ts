/**
 * Every field of the site config's schemas carries its `.describe()` text in zod itself (not only
 * in the source the `.d.ts` writer reads), so a JSON Schema generated from `siteConfigSchema`
 * has a `description` on every property. The package ships no config JSON Schema; this keeps
 * one generated later complete, as the graph's is.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { undescribedFields } from '../graph/json-schema-fields.test-support.js';
import { siteConfigSchema } from './site-config.js';

describe('siteConfigSchema field descriptions', () => {
  const schema = z.toJSONSchema(siteConfigSchema, { target: 'draft-2020-12', io: 'input', unrepresentable: 'any' });

  it('describes every field, nested ones and those of each plugin kind too', () => {
    expect(undescribedFields(schema)).toEqual([]);
  });

  it("names the default and the Docusaurus option of a field, with each plugin kind's own text", () => {
    const text = JSON.stringify(schema);
    expect(text).toContain('default `throw` (Docusaurus `onBrokenLinks`)');
    expect(text).toContain("Posts per list page, or 'ALL' for one page; default 10 (Docusaurus `postsPerPage`)");
    expect(text).toContain('largest content file compiled, in bytes');
    expect(text).toContain('unique among pages instances');
    expect(text).toContain('unique among blog instances');
  });
});
