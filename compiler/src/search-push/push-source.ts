import { existsSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { compile } from '../api/compile-site.js';
import { loadSite } from '../content/index.js';
import { searchRecordSchema, type SearchRecord } from '../graph/search-schema.js';
import { isInsideOrSame, UserError } from '../safety/index.js';
import { RECORDS_FILE } from '../search/search-indices.js';

/** One index to push: its name (`graph.search.indices[].name`) and its records. */
export interface PushIndex {
  name: string;
  records: SearchRecord[];
}

/** What `search push` uploads: the indices of a built site or of a site compiled on the spot. */
export interface PushSource {
  /** `built` when read from a `dist/` folder (`graph.json` + `search/records.json`), `compiled` from a site folder. */
  kind: 'built' | 'compiled';
  indices: PushIndex[];
  /** The site's `themeConfig` (its `algolia.hosts`, if any, are the default push targets). */
  themeConfig: Record<string, unknown>;
}

const builtGraphSchema = z.object({
  site: z.object({ themeConfig: z.record(z.string(), z.unknown()) }),
  search: z.object({ indices: z.array(z.object({ name: z.string().min(1), language: z.string() })) }),
});

/**
 * Reads the records to push from `dir`: a built site (it holds `graph.json` and
 * `search/records.json`, read only from inside `dir`'s real path) or else a site folder, loaded
 * and compiled (nothing written). Records are split between the graph's indices by `language`
 * when there are several.
 *
 * @throws UserError `search/source` naming the file when it is missing (a full build writes it
 *   only with `--search-records`), not JSON or not records; CompileError when a site folder does
 *   not compile
 */
export async function readPushSource(dir: string): Promise<PushSource> {
  const root = path.resolve(dir);
  if (!existsSync(root)) throw new UserError('search/source', `search push: ${dir} does not exist`);
  if (existsSync(path.join(root, 'graph.json'))) {
    if (existsSync(path.join(root, RECORDS_FILE))) return readBuilt(root);
    throw new UserError(
      'search/source',
      `search push: ${path.join(root, RECORDS_FILE)} does not exist: a full build writes it only with --search-records (sitegraph build --search-records); or push the site folder, compiled on the spot`,
    );
  }
  const result = compile(await loadSite(root));
  return {
    kind: 'compiled',
    indices: splitByIndex(result.graph.search.indices, result.searchRecords),
    themeConfig: result.graph.site.themeConfig as Record<string, unknown>,
  };
}

function readBuilt(root: string): PushSource {
  const graph = builtGraphSchema.safeParse(readJsonInside(root, 'graph.json'));
  if (!graph.success) throw new UserError('search/source', `search push: ${path.join(root, 'graph.json')}: not a sitegraph graph with a search section (${graph.error.issues[0]?.message ?? 'invalid'})`);
  const records = z.array(searchRecordSchema).safeParse(readJsonInside(root, RECORDS_FILE));
  if (!records.success) {
    const issue = records.error.issues[0];
    throw new UserError('search/source', `search push: ${path.join(root, RECORDS_FILE)}: record ${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}`);
  }
  return { kind: 'built', indices: splitByIndex(graph.data.search.indices, records.data), themeConfig: graph.data.site.themeConfig };
}

/** Parses `rel` under `root`, refusing a file whose real path leaves `root` (a symlink out). */
function readJsonInside(root: string, rel: string): unknown {
  const file = path.join(root, rel);
  const real = realpathSync(file);
  if (!isInsideOrSame(real, realpathSync(root))) throw new UserError('search/source', `search push: ${file} links outside ${root}`);
  try {
    return JSON.parse(readFileSync(real, 'utf8'));
  } catch (error) {
    throw new UserError('search/source', `search push: ${file}: ${(error as Error).message}`);
  }
}

function splitByIndex(indices: readonly { name: string; language: string }[], records: SearchRecord[]): PushIndex[] {
  if (indices.length === 1) return [{ name: indices[0]!.name, records }];
  return indices.map((index) => ({ name: index.name, records: records.filter((r) => r.language === index.language) }));
}
