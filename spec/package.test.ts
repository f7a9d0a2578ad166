// The packages as outside users get them: both tarballs packed once (`npm pack` of the dist that
// `npm run build` wrote) and installed once in an empty project with npm's strict layout (each
// package sees only what it declares, as with pnpm). Then: the compiler imported by name, its
// README example type-checked against the published types and run, the graph it writes
// validated with the published JSON Schema (ajv, draft 2020-12), its CLI bin run; and full
// `build()`s with @sitegraph/runtime from its tarball: a site with no code on the prebuilt
// bundles, one with a JSX page bundled by Vite, and one with diagrams on but no mermaid.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noViteHook } from '../fixtures/no-vite-hook.js';
import { docsMinimalConfig, docsMinimalSite, jsxPageFiles } from '../fixtures/projects.js';
import { SHARED } from './corpora.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const COMPILER = path.join(ROOT, 'compiler');
const FEATURES = path.join(SHARED, 'corpora/features');
const NPM = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** The TypeScript block of compiler/README.md (the 20-line tooling example). */
export function readmeExample(): string {
  const readme = readFileSync(path.join(COMPILER, 'README.md'), 'utf8');
  const block = /```ts\n([\s\S]*?)```/.exec(readme);
  if (!block) throw new Error('compiler/README.md has no ```ts block');
  return block[1]!;
}

let work: string;
let project: string;

beforeAll(() => {
  work = mkdtempSync(path.join(os.tmpdir(), 'sitegraph-pack-'));
  // `npm run build` has written both packages' dist and the JSON Schemas (npm test builds first).
  const tarballs = ['compiler', 'runtime'].map((dir) => {
    const packed = execFileSync(NPM, ['pack', '--json', '--pack-destination', work], { cwd: path.join(ROOT, dir), encoding: 'utf8' });
    return path.join(work, (JSON.parse(packed) as { filename: string }[])[0]!.filename);
  });
  project = path.join(work, 'consumer');
  mkdirSync(project);
  writeFileSync(path.join(project, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
  // The npm cache answers offline here; CI fetches from the registry.
  execFileSync(NPM, ['install', ...tarballs, '--install-strategy=linked', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: project, encoding: 'utf8' });
}, 300_000);

// Removing the installed project (≈ 235 packages) takes seconds on a loaded machine.
afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
}, 120_000);

// Limits are hang guards, not speed checks: in a clean-clone CI run on a slow machine
// (2026-11-29, the parse floor at 2.2× its best) the README example's test took 74 s.
describe('@sitegraph/compiler from its tarball', () => {
  it('ships what the package needs and nothing of the workspace', () => {
    const installed = path.join(project, 'node_modules/@sitegraph/compiler');
    expect(readdirSync(installed).sort()).toEqual(['LICENSE', 'README.md', 'bin', 'dist', 'package.json', 'schemas', 'site-graph.schema.json', 'src']);
    // Resolved from the project, not through the workspace's symlink (npm's strict layout links
    // the package from the project's node_modules/.store).
    const real = realpathSync(installed);
    expect(real.startsWith(realpathSync(project) + path.sep), real).toBe(true);
    expect(createRequire(path.join(project, 'package.json')).resolve('@sitegraph/compiler/site-graph.schema.json')).toBe(path.join(real, 'site-graph.schema.json'));
    expect(createRequire(path.join(project, 'package.json')).resolve('@sitegraph/compiler/schemas/page-chunk.schema.json')).toBe(path.join(real, 'schemas', 'page-chunk.schema.json'));
  });

  it('imports by name, type-checks and runs the README example, whose graph the published JSON Schema accepts', async () => {
    writeFileSync(path.join(project, 'example.ts'), readmeExample());
    writeFileSync(
      path.join(project, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          target: 'ES2022',
          module: 'NodeNext',
          moduleResolution: 'NodeNext',
          strict: true,
          noEmit: true,
          skipLibCheck: false,
          types: ['node'],
          typeRoots: [path.join(ROOT, 'node_modules/@types')],
        },
        files: ['example.ts'],
      }),
    );
    const tsc = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.json'], { cwd: project, encoding: 'utf8' });
    expect(tsc.stdout + tsc.stderr).toBe('');
    expect(tsc.status).toBe(0);

    const out = path.join(work, 'graph-out');
    const tsx = pathToFileURL(path.join(ROOT, 'node_modules/tsx/dist/esm/index.mjs')).href;
    const run = spawnSync(process.execPath, ['--import', tsx, 'example.ts', FEATURES, out], { cwd: project, encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^\d+ broken links, \d+ docs without a sidebar$/m);

    const schemaFile = createRequire(path.join(project, 'package.json')).resolve('@sitegraph/compiler/site-graph.schema.json');
    const validate = new Ajv2020({ strict: true, allErrors: true }).compile(JSON.parse(readFileSync(schemaFile, 'utf8')));
    const graph = JSON.parse(readFileSync(path.join(out, 'graph.json'), 'utf8')) as Record<string, unknown>;
    const valid = validate(graph);
    expect(valid ? null : validate.errors).toBeNull();
    const api = (await import(pathToFileURL(createRequire(path.join(project, 'package.json')).resolve('@sitegraph/compiler')).href)) as { SCHEMA_VERSION: string };
    expect(graph.schemaVersion).toBe(api.SCHEMA_VERSION);
    // The schema is no rubber stamp: a graph without routes, or with an unknown key, fails.
    const { routes: _routes, ...withoutRoutes } = graph;
    expect(validate(withoutRoutes)).toBe(false);
    expect(validate({ ...graph, extra: true })).toBe(false);
  }, 300_000);

  it('runs the installed CLI bin (bundled) for a graph-only build', () => {
    const out = path.join(work, 'cli-out');
    const r = spawnSync(path.join(project, 'node_modules/.bin/sitegraph'), ['build', FEATURES, '--graph-only', '--no-cache', '--out', out], { cwd: project, encoding: 'utf8' });
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/Compiled \d+ routes/);
    expect(JSON.parse(readFileSync(path.join(out, 'graph.json'), 'utf8')).generator.name).toBe('sitegraph');
  }, 300_000);
});

describe('@sitegraph/compiler with @sitegraph/runtime from their tarballs', () => {
  // The build script, and the hook that refuses Vite, written once for the builds below.
  let noVite: string;
  beforeAll(() => {
    writeFileSync(
      path.join(project, 'build.mjs'),
      "import { build } from '@sitegraph/compiler';\nconst r = await build(process.argv[2], { outDir: `out-${process.argv[2]}`, cache: false });\nconsole.log(JSON.stringify({ pages: r.pages, routes: r.routes }));\n",
    );
    noVite = noViteHook(work);
  });

  /** Runs `build()` of the project's `name` site into `out-<name>` in a child process (Vite refused when `refuseVite`). */
  function buildThere(name: string, refuseVite = false) {
    return spawnSync(process.execPath, [...(refuseVite ? ['--import', noVite] : []), 'build.mjs', name], { cwd: project, encoding: 'utf8' });
  }

  it('installs without mermaid, an optional peer', () => {
    const runtime = realpathSync(path.join(project, 'node_modules/@sitegraph/runtime'));
    expect(() => createRequire(path.join(runtime, 'package.json')).resolve('mermaid')).toThrow();
  });

  it('build() of a site with no code takes the prebuilt bundles, diagrams on or off: Vite is never imported', () => {
    docsMinimalSite(path.join(project, 'plain'));
    docsMinimalSite(path.join(project, 'plain-diagrams'), { 'site.json': docsMinimalConfig({ markdown: { mermaid: true } }) });
    for (const name of ['plain', 'plain-diagrams']) {
      const run = buildThere(name, true);
      expect(run.stderr).toBe('');
      expect(run.status).toBe(0);
      expect(existsSync(path.join(project, `out-${name}/docs/guides/setup/index.html`))).toBe(true);
    }
    // The renderer comes with the prebuilt bundles of a site that draws diagrams, not without.
    const mermaidChunks = (name: string) => readdirSync(path.join(project, `out-${name}/assets`)).filter((f) => /^mermaid\.core-.*\.js$/.test(f));
    expect(mermaidChunks('plain-diagrams')).toHaveLength(1);
    expect(mermaidChunks('plain')).toEqual([]);
  }, 300_000);

  it('build() bundles and prerenders a site with a JSX page there', () => {
    docsMinimalSite(path.join(project, 'jsx'), jsxPageFiles());
    const run = buildThere('jsx');
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const { pages, routes } = JSON.parse(run.stdout) as { pages: number; routes: number };
    expect(pages).toBe(routes);
    const graph = JSON.parse(readFileSync(path.join(project, 'out-jsx/graph.json'), 'utf8')) as { routesPaths: string[] };
    for (const route of graph.routesPaths) {
      const file = route.endsWith('.html') ? route : path.join(route, 'index.html');
      expect(existsSync(path.join(project, 'out-jsx', file)), file).toBe(true);
    }
    expect(readFileSync(path.join(project, 'out-jsx/hello/index.html'), 'utf8')).toContain('Hello from a JSX page');
  }, 300_000);

  it('build() of a site with code and diagrams on says to install mermaid, and writes nothing', () => {
    docsMinimalSite(path.join(project, 'diagrams'), jsxPageFiles({ markdown: { mermaid: true } }));
    const run = buildThere('diagrams');
    expect(run.status).not.toBe(0);
    expect(run.stderr).toMatch(/markdown\.mermaid.*`mermaid` package.*npm install mermaid/);
    expect(existsSync(path.join(project, 'out-diagrams'))).toBe(false);
  }, 300_000);
});
