// A full build from the published packages, as an outside user gets them: both tarballs packed,
// installed in an empty project with npm's strict layout (each package sees only what it
// declares, as with pnpm), then `build()` run there on a small site.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const NPM = process.platform === 'win32' ? 'npm.cmd' : 'npm';

describe('@sitegraph/compiler with @sitegraph/runtime from their tarballs', () => {
  let work: string;
  let project: string;

  beforeAll(() => {
    work = mkdtempSync(path.join(os.tmpdir(), 'sitegraph-pack-build-'));
    // `npm run build` has written both packages' dist (npm test builds first).
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

  afterAll(() => {
    if (work) rmSync(work, { recursive: true, force: true });
  }, 120_000);

  it('build() bundles and prerenders a site there', () => {
    cpSync(path.join(ROOT, 'fixtures/sites/docs-minimal'), path.join(project, 'site'), { recursive: true });
    writeFileSync(
      path.join(project, 'build.mjs'),
      "import { build } from '@sitegraph/compiler';\nconst r = await build('site', { outDir: 'out', cache: false });\nconsole.log(JSON.stringify({ pages: r.pages, routes: r.routes }));\n",
    );
    const run = spawnSync(process.execPath, ['build.mjs'], { cwd: project, encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const { pages, routes } = JSON.parse(run.stdout) as { pages: number; routes: number };
    expect(pages).toBe(routes);
    const graph = JSON.parse(readFileSync(path.join(project, 'out/graph.json'), 'utf8')) as { routesPaths: string[] };
    for (const route of graph.routesPaths) {
      const file = route.endsWith('.html') ? route : path.join(route, 'index.html');
      expect(existsSync(path.join(project, 'out', file)), file).toBe(true);
    }
  }, 300_000);
});
