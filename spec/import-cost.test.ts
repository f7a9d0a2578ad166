// What `await import('@sitegraph/compiler')` loads (issue #37: the Algolia client, which only
// `search push` needs, was 13 of its modules). Every module URL the import resolves is logged
// by a resolve hook in a fresh process, so the test sees what Node really loads.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const COMPILER_ENTRY = pathToFileURL(path.join(ROOT, 'compiler/dist/index.js')).href;
const ALGOLIA = /\/node_modules\/(algoliasearch|@algolia\/[^/]+)\//;
const work = mkdtempSync(path.join(os.tmpdir(), 'sitegraph-import-cost-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A resolve hook that appends each resolved URL to the file named by SITEGRAPH_RESOLVE_LOG. */
const HOOKS = `import { appendFileSync } from 'node:fs';
export async function resolve(specifier, context, next) {
  const result = await next(specifier, context);
  appendFileSync(process.env.SITEGRAPH_RESOLVE_LOG, result.url + '\\n');
  return result;
}`;
const REGISTER = `import { register } from 'node:module'; register(${JSON.stringify(`data:text/javascript,${encodeURIComponent(HOOKS)}`)});`;

/** The module URLs a fresh Node resolves while it imports `specifier` (from the repository root). */
function modulesLoadedBy(specifier: string, name: string): string[] {
  const log = path.join(work, `${name}.log`);
  const r = spawnSync(process.execPath, ['--import', `data:text/javascript,${encodeURIComponent(REGISTER)}`, '--input-type=module', '-e', `await import(${JSON.stringify(specifier)});`], {
    cwd: ROOT,
    env: { ...process.env, SITEGRAPH_RESOLVE_LOG: log },
    encoding: 'utf8',
  });
  expect(r.stderr).toBe('');
  expect(r.status).toBe(0);
  return [...new Set(readFileSync(log, 'utf8').split('\n').filter(Boolean))];
}

describe('importing @sitegraph/compiler', () => {
  it('does not load the Algolia client (only search push does, when it runs)', () => {
    const loaded = modulesLoadedBy(COMPILER_ENTRY, 'compiler');
    expect(loaded).toContain(COMPILER_ENTRY);
    expect(loaded.filter((url) => ALGOLIA.test(url))).toEqual([]);
  });

  it('(the hook sees the client when something does import it)', () => {
    const loaded = modulesLoadedBy('algoliasearch', 'algoliasearch');
    expect(loaded.filter((url) => ALGOLIA.test(url)).length).toBeGreaterThan(0);
  });
});
