// The packages' manifests as a registry and a legal review read them: a license everywhere, the
// runtime publishable with only what it needs, and declared by the compiler. (The pack test,
// package.test.ts, installs the compiler's tarball; this one only reads and dry-runs.)
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const NPM = process.platform === 'win32' ? 'npm.cmd' : 'npm';

interface Manifest {
  name: string;
  version: string;
  license?: string;
  private?: boolean;
  exports?: Record<string, string | Record<string, string>>;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
}

function manifest(dir: string): Manifest {
  return JSON.parse(readFileSync(path.join(ROOT, dir, 'package.json'), 'utf8')) as Manifest;
}

const packed = new Map<string, string[]>();

/** The paths `npm pack` would put in the package of `dir` (one dry run per package for the file: each costs seconds of npm). */
function packedFiles(dir: string): string[] {
  let files = packed.get(dir);
  if (!files) {
    const out = execFileSync(NPM, ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: path.join(ROOT, dir), encoding: 'utf8' });
    files = (JSON.parse(out) as { files: { path: string }[] }[])[0]!.files.map((f) => f.path);
    packed.set(dir, files);
  }
  return files;
}

/** The files `tsc -p <dir>/tsconfig.build.json` compiles into the package's dist, relative to `dir`. */
function builtSources(dir: string): string[] {
  const tsc = path.join(ROOT, 'node_modules/typescript/bin/tsc');
  const out = execFileSync(process.execPath, [tsc, '-p', path.join(ROOT, dir, 'tsconfig.build.json'), '--listFilesOnly'], { cwd: ROOT, encoding: 'utf8' });
  const base = path.join(ROOT, dir) + path.sep;
  return out.split('\n').filter((f) => f.startsWith(base)).map((f) => f.slice(base.length));
}

describe('package manifests', () => {
  it('every package is MIT-licensed, and each published one carries the LICENSE file', () => {
    expect(readFileSync(path.join(ROOT, 'LICENSE'), 'utf8')).toMatch(/^MIT License\n\nCopyright \(c\) the sitegraph authors\n/);
    for (const dir of ['.', 'compiler', 'runtime', 'site']) expect(manifest(dir).license, dir).toBe('MIT');
    for (const dir of ['compiler', 'runtime']) {
      expect(readFileSync(path.join(ROOT, dir, 'LICENSE'), 'utf8'), dir).toBe(readFileSync(path.join(ROOT, 'LICENSE'), 'utf8'));
    }
  });

  it('the compiler declares the runtime as an optional peer, at the runtime\'s version', () => {
    const compiler = manifest('compiler');
    const runtime = manifest('runtime');
    expect(compiler.peerDependencies?.[runtime.name]).toBe(runtime.version);
    expect(compiler.peerDependenciesMeta?.[runtime.name]?.optional).toBe(true);
  });

  it('the runtime pins the bundler and its React plugin at the versions installed here, which made its prebuilt bundles', () => {
    // `findPrebuiltBundles` takes the bundles only with the very versions that made them: with a
    // range, a fresh install got vite 8.4.0 and every site bundled from scratch.
    const deps = manifest('runtime').dependencies ?? {};
    for (const name of ['vite', '@vitejs/plugin-react']) {
      const installed = (JSON.parse(readFileSync(path.join(ROOT, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;
      expect(deps[name], name).toBe(installed);
    }
  });

  it('the runtime takes mermaid as an optional peer (about 200 MB installed), which its own development installs', () => {
    const runtime = manifest('runtime');
    expect(runtime.dependencies?.mermaid).toBeUndefined();
    expect(runtime.peerDependenciesMeta?.mermaid?.optional).toBe(true);
    expect(runtime.devDependencies?.mermaid).toBe(runtime.peerDependencies?.mermaid);
  });

  it('the runtime is publishable: not private, typed entry, sources for Vite without tests', () => {
    const runtime = manifest('runtime');
    expect(runtime.private).toBeUndefined();
    const main = runtime.exports?.['.'] as Record<string, string>;
    for (const file of [main.types!, main.default!]) expect(existsSync(path.join(ROOT, 'runtime', file)), file).toBe(true);
    const files = packedFiles('runtime');
    expect(files).toEqual(expect.arrayContaining(['LICENSE', 'README.md', 'package.json', main.default!.slice(2), main.types!.slice(2), 'src/client/entry-client.tsx', 'src/theme.ts']));
    expect(files.filter((f) => /\.test\.tsx?$|test-support\/|\.map$/.test(f))).toEqual([]);
  });

  it.each(['compiler', 'runtime'])('%s builds no test or test helper into dist', (dir) => {
    const sources = builtSources(dir);
    expect(sources).toContain(path.join('src', 'index.ts'));
    expect(sources.filter((f) => /\.test(-support|-d)?\.tsx?$|[\\/]test-support[\\/]/.test(f))).toEqual([]);
    // Helpers named as such but not as `*.test-support.ts` (how the six that shipped were named).
    expect(sources.filter((f) => /[\\/](test-|fake-|golden-)[^\\/]*$/.test(f))).toEqual([]);
  });

  it('the runtime packs no test helper', () => {
    expect(packedFiles('runtime').filter((f) => /test-support/.test(f))).toEqual([]);
  });
});
