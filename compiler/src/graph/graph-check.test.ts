import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compile, loadSite } from '../index.js';
import { graphSchemaIssue } from './graph-check.js';
import { siteGraphSchema } from './graph-schema.js';

const FEATURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../shared/corpora/features');

describe('graphSchemaIssue', () => {
  it('gives the verdict of siteGraphSchema.safeParse, member by member, with the path of the issue', async () => {
    const { graph } = compile(await loadSite(FEATURES));
    const plain = JSON.parse(JSON.stringify(graph)) as Record<string, unknown>;
    expect(graphSchemaIssue(plain)).toBeNull();
    const broken: Array<[string, (g: Record<string, unknown>) => void, RegExp]> = [
      ['unknown member', (g) => (g.extra = 1), /^extra: /],
      ['missing member', (g) => delete g.routes, /^routes: /],
      ['wrong type deep inside', (g) => ((g.routesPaths as unknown[])[0] = 42), /^routesPaths\.0: /],
      ['schema version', (g) => (g.schemaVersion = 7), /^schemaVersion: /],
    ];
    for (const [what, breakIt, where] of broken) {
      const g = structuredClone(plain);
      breakIt(g);
      expect(siteGraphSchema.safeParse(g).success, what).toBe(false);
      expect(graphSchemaIssue(g), what).toMatch(where);
    }
  });

  it('relies on a schema that is a strict object and nothing more: a check or transform on the whole graph would be skipped', () => {
    // graphSchemaIssue checks the members one by one and the unknown keys; a refinement or a
    // pipe added to siteGraphSchema itself would need graphSchemaIssue to run it too.
    expect(siteGraphSchema).toBeInstanceOf(z.ZodObject);
    expect(siteGraphSchema._zod.def.checks ?? []).toHaveLength(0);
    expect(siteGraphSchema._zod.def.catchall?._zod.def.type).toBe('never');
  });
});
