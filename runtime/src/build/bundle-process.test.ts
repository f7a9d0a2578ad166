// Bundling in a process of its own (issue #36): the build's temporary folders never outlive a
// bundler that dies, the bundler's errors reach the build as the in-process bundling threw them,
// and the bundles it makes are the ones the build prerenders with.
import { existsSync, readdirSync, readFileSync, type Dirent } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { UserError } from '@sitegraph/compiler/safety';
import { describe, expect, it } from 'vitest';
import { tempDirs } from '../../../fixtures/temp-dirs.js';
import { compiledGraph } from '../test-support/compiled-graph.js';
import { buildSite } from './build-site.js';
import { deserializeError, serializeError } from './bundle-messages.js';

const tempDir = tempDirs('sitegraph-bundle-process-');
const SITE = fileURLToPath(new URL('../../../fixtures/sites/docs-minimal', import.meta.url));
const DYING = fileURLToPath(new URL('../test-support/dying-bundler.mjs', import.meta.url));
const CHILD = fileURLToPath(new URL('../../dist/runtime/src/build/bundle-child.js', import.meta.url));

/** The graph and compiled files of the docs-minimal fixture, as `buildSite` takes them. */
async function minimalSite() {
  const { graph, chunks } = await compiledGraph(SITE);
  return { graph, files: [...chunks].map(([hash, chunk]) => ({ path: `chunks/${hash}.json`, content: JSON.stringify(chunk) })) };
}

/** This process's server-bundle folders in the system temp folder (`sitegraph-ssr-<pid>-…`). */
const ownSsrDirs = () => readdirSync(os.tmpdir()).filter((name) => name.startsWith(`sitegraph-ssr-${process.pid}-`));

describe('bundling in a process of its own', () => {
  it.each(['SIGKILL', 'exit'])('a bundler that ends without an answer (%s) fails the build and leaves no temporary folder', async (how) => {
    const work = tempDir();
    const outDir = path.join(work, 'build');
    const before = ownSsrDirs();
    // The forked process inherits the environment: how the stand-in ends.
    process.env.SITEGRAPH_TEST_BUNDLER_END = how;
    try {
      await expect(buildSite({ ...(await minimalSite()), outDir, bundleCache: null, bundlerFile: DYING })).rejects.toThrow(
        how === 'SIGKILL' ? /bundler's process .* ended by SIGKILL before it finished bundling/ : /bundler's process .* ended with exit code 3 before it finished bundling/,
      );
    } finally {
      delete process.env.SITEGRAPH_TEST_BUNDLER_END;
    }
    expect(readdirSync(work)).toEqual([]);
    expect(ownSsrDirs()).toEqual(before);
  });

  it('builds with the compiled bundler process what the build bundling in its own process builds', async () => {
    expect(existsSync(CHILD), 'run `npm run build` first').toBe(true);
    const site = await minimalSite();
    const [inChild, inProcess] = [path.join(tempDir(), 'build'), path.join(tempDir(), 'build')];
    const a = await buildSite({ ...site, outDir: inChild, bundleCache: null, bundlerFile: CHILD, buildYear: 2025 });
    const b = await buildSite({ ...site, outDir: inProcess, bundleCache: null, bundlerFile: null, buildYear: 2025 });
    expect(a.pages).toBe(b.pages);
    expect(a.entryFiles).toEqual(b.entryFiles);
    // Every file the same, byte for byte: pages, scripts, styles, data files and their copies.
    const files = (dir: string) => (readdirSync(dir, { recursive: true, withFileTypes: true }) as Dirent[]).filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name))).sort();
    expect(files(inChild)).toEqual(files(inProcess));
    expect(files(inChild).filter((f) => f.endsWith('.html')).length).toBeGreaterThan(1);
    for (const rel of files(inChild)) expect(readFileSync(path.join(inChild, rel)).equals(readFileSync(path.join(inProcess, rel))), rel).toBe(true);
  }, 120_000);
});

describe('errors crossing from the bundler process', () => {
  it('a UserError comes back a UserError with its code and message', () => {
    const back = deserializeError(serializeError(new UserError('bundle/site-code', 'src/pages/x.tsx:3:1: Unexpected token')));
    expect(back).toBeInstanceOf(UserError);
    expect((back as UserError).code).toBe('bundle/site-code');
    expect(back.message).toBe('src/pages/x.tsx:3:1: Unexpected token');
  });

  it("other errors keep their name, message, stack and data fields, not functions or class instances", () => {
    const error = Object.assign(new TypeError('boom'), { id: '/site/src/x.ts', loc: { line: 3, column: 1 }, hook: () => 1, when: new Date(0) });
    const back = deserializeError(serializeError(error));
    expect(back.name).toBe('TypeError');
    expect(back.message).toBe('boom');
    expect(back.stack).toBe(error.stack);
    expect(back).toMatchObject({ id: '/site/src/x.ts', loc: { line: 3, column: 1 } });
    expect('hook' in back || 'when' in back).toBe(false);
  });

  it('a thrown non-error becomes an error with its text', () => {
    expect(deserializeError(serializeError('bad')).message).toBe('bad');
  });
});
