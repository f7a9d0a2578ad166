// What `await import('@sitegraph/compiler')` loads (issue #37: the Algolia client, which only
// `search push` needs, was 13 of its modules; the whole import was 806 modules and ≈ 0.6 s, the
// Markdown pipeline and ~270 files of the compiler's own tsc output among them). Every module
// URL the import resolves is logged by a resolve hook in a fresh process, so the test sees what
// Node really loads. The bench reports the time ("import @sitegraph/compiler").
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const COMPILER_ENTRY = pathToFileURL(path.join(ROOT, 'compiler/dist/bundle/index.js')).href;
const COMPILER_DIST = pathToFileURL(path.join(ROOT, 'compiler/dist')).href + '/';
const ALGOLIA = /\/node_modules\/(algoliasearch|@algolia\/[^/]+)\//;
/**
 * Packages `compile` needs only once it meets a body, a code block, raw HTML, front matter, a
 * folder to list, remark plugins or a feed (compiler/src/lazy/lazy.ts).
 */
const ON_FIRST_USE = /\/node_modules\/(micromark(-core-commonmark|-extension-[^/]+)?|mdast-util-(from-markdown|mdx|directive|gfm-[^/]+)|refractor|parse5|hast-util-(raw|sanitize|to-html)|gray-matter|fast-glob|unified|vfile|feed)\//;
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
  const loaded = () => modulesLoadedBy('@sitegraph/compiler', 'compiler');

  it('does not load the Algolia client (only search push does, when it runs)', () => {
    const urls = loaded();
    expect(urls).toContain(COMPILER_ENTRY);
    expect(urls.filter((url) => ALGOLIA.test(url))).toEqual([]);
  });

  it('loads neither the Markdown parser nor the highlighter, sanitizer, front-matter reader, glob or feed writer', () => {
    expect(loaded().filter((url) => ON_FIRST_USE.test(url))).toEqual([]);
  });

  it("runs the compiler's own code from the bundle: a few files, not the ~270 modules of the tsc output", () => {
    const own = loaded().filter((url) => url.startsWith(COMPILER_DIST));
    expect(own.filter((url) => !url.startsWith(`${COMPILER_DIST}bundle/`))).toEqual([]);
    expect(own.length).toBeLessThanOrEqual(30);
  });

  it('(the hook sees those packages when something does import them)', () => {
    const urls = modulesLoadedBy('refractor', 'refractor');
    expect(urls.filter((url) => ON_FIRST_USE.test(url)).length).toBeGreaterThan(0);
  });

  it('(the hook sees the client when something does import it)', () => {
    const loaded = modulesLoadedBy('algoliasearch', 'algoliasearch');
    expect(loaded.filter((url) => ALGOLIA.test(url)).length).toBeGreaterThan(0);
  });
});
