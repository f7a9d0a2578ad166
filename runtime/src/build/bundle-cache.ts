import { removeStaleTemps, trackTemp } from '@sitegraph/compiler/safety';
import { createHash, randomUUID } from 'node:crypto';
import { cp, mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';
import { runtimeSourceDir } from './runtime-paths.js';

/** Test files and snapshots, left out of the key. */
const TEST_FILE = /\.(?:test|spec)\.[cm]?[jt]sx?$|\.test-d\.ts$|[\\/]__snapshots__[\\/]/;

/** Script modules: every one a bundle holds is in its recorded module list. */
const SCRIPT_FILE = /\.[cm]?[jt]sx?$/;

/** Entries kept; older ones (by last use) are removed when a new one is stored. */
const KEEP_ENTRIES = 8;

/** What, besides file contents, decides the bundles of a build (see {@link BundleCache.key}). */
export interface BundleInputs {
  base: string;
  mode: string;
  siteDir?: string;
  /** The site's JSX pages (paths relative to `siteDir`), as the site module lists them. */
  pages: readonly string[];
  /** The code of generated (virtual) modules, which no file holds. */
  virtualModules?: readonly string[];
  /** Anything else that changes the output (bundler version, …). */
  extra?: Record<string, string>;
}

/** A cache entry: the client build's files (to copy into the output) and the server bundle's folder. */
export interface BundleEntry {
  clientDir: string;
  serverDir: string;
}

/** Records every module file that went into a bundle (its `moduleIds`), for {@link BundleCache.store}. */
export function moduleRecorder(): { plugin: Plugin; ids: Set<string> } {
  const ids = new Set<string>();
  const plugin: Plugin = {
    name: 'sitegraph-bundle-inputs',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) if (output.type === 'chunk') for (const id of output.moduleIds) ids.add(id);
    },
  };
  return { plugin, ids };
}

/**
 * The client and server bundles of earlier builds, by content: a build whose theme, site code
 * and dependencies are unchanged reuses them instead of running Vite twice (≈ 1.5 s). An entry
 * is named by a hash of the {@link BundleInputs} and of the non-script files under the runtime's
 * sources and the site's `src/`, and it is used only while every module file the bundles were
 * made of (dependencies included) still has the content it had. Entries are written aside and renamed
 * into place, so concurrent builds never see half an entry.
 */
export class BundleCache {
  /** @param dir the cache folder (created on store) */
  constructor(readonly dir: string) {}

  /**
   * The default cache: `node_modules/.cache/sitegraph-bundles` of the runtime package, shared by
   * every build on the machine; `null` when `SITEGRAPH_BUNDLE_CACHE=0`.
   */
  static default(): BundleCache | null {
    if (process.env.SITEGRAPH_BUNDLE_CACHE === '0') return null;
    return new BundleCache(path.join(path.dirname(runtimeSourceDir()), 'node_modules', '.cache', 'sitegraph-bundles'));
  }

  /**
   * The entry name of a build: hex SHA-256 of the inputs, of the runtime's build code (the Vite
   * configuration), and of the files under the runtime's sources and the site's `src/` other
   * than scripts and tests (styles, fonts, images a stylesheet may refer to without being a
   * module), plus the names of the scripts there. Bundled scripts' contents are verified by {@link lookup}.
   */
  async key(inputs: BundleInputs): Promise<string> {
    const hash = createHash('sha256').update(JSON.stringify({ v: 1, node: process.version, ...inputs, siteDir: inputs.siteDir ? path.resolve(inputs.siteDir) : null }));
    for (const dir of [runtimeSourceDir(), ...(inputs.siteDir ? [path.join(path.resolve(inputs.siteDir), 'src')] : [])]) {
      // Scripts are checked through the bundles' module list instead (and tests are never
      // bundled), so editing a module the bundles do not hold keeps the entry.
      // Script names are part of the key, though: a module added where a glob import
      // (`import.meta.glob`) looks is in no earlier bundle's list and must still change the entry.
      for (const file of await listFiles(dir)) {
        if (TEST_FILE.test(file)) continue;
        if (SCRIPT_FILE.test(file)) hash.update(`\0script\0${file}\0`);
        else hash.update(`\0${file}\0`).update(await readFile(file));
      }
    }
    // The code that configures Vite runs in Node and is in no bundle: all of it is part of the key.
    for (const file of await listFiles(path.join(runtimeSourceDir(), 'build'))) if (!TEST_FILE.test(file)) hash.update(`\0${file}\0`).update(await readFile(file));
    return hash.digest('hex').slice(0, 32);
  }

  /**
   * Copies an entry's client files into the empty folder `dest`; false, with `dest` emptied again,
   * when the entry went away meanwhile (another process replaced or evicted it), so the caller
   * bundles instead.
   */
  async copyClient(entry: BundleEntry, dest: string): Promise<boolean> {
    try {
      await cp(entry.clientDir, dest, { recursive: true });
      return true;
    } catch {
      await rm(dest, { recursive: true, force: true });
      await mkdir(dest, { recursive: true });
      return false;
    }
  }

  /** The entry of `key` when it exists and every module it was made of is unchanged; else null. */
  async lookup(key: string): Promise<BundleEntry | null> {
    const entry = path.join(this.dir, key);
    let inputs: Array<[string, string]>;
    try {
      inputs = JSON.parse(await readFile(path.join(entry, 'inputs.json'), 'utf8')) as Array<[string, string]>;
    } catch {
      return null;
    }
    const current = await Promise.all(inputs.map(([file]) => fileHash(file)));
    if (current.some((h, i) => h !== inputs[i]![1])) return null;
    // Marks the entry as used, for eviction.
    const now = new Date();
    await utimes(entry, now, now).catch(() => {});
    return { clientDir: path.join(entry, 'client'), serverDir: path.join(entry, 'server') };
  }

  /**
   * Stores the bundles of `key`: copies of `clientDir` and `serverDir`, and the content hash of
   * each module file in `moduleIds` (virtual modules and query suffixes are skipped). Failures
   * are ignored: the cache is an optimisation.
   */
  async store(key: string, clientDir: string, serverDir: string, moduleIds: Iterable<string>): Promise<void> {
    const entry = path.join(this.dir, key);
    // Two builds of the same inputs that both missed store the same bundles: the second keeps
    // the first's entry rather than replacing it under a third build that is copying from it.
    if (await this.lookup(key)) return;
    const temp = `${entry}.tmp-${process.pid}-${Date.now()}-${randomUUID().slice(0, 8)}`;
    const done = trackTemp(temp);
    try {
      const files = [...new Set([...moduleIds].filter((id) => !id.startsWith('\0')).map((id) => id.replace(/[?#].*$/, '')))].filter((f) => path.isAbsolute(f)).sort();
      const hashes = await Promise.all(files.map(fileHash));
      const inputs = files.map((f, i) => [f, hashes[i]] as const).filter(([, h]) => h !== null);
      await mkdir(temp, { recursive: true });
      await cp(clientDir, path.join(temp, 'client'), { recursive: true });
      await cp(serverDir, path.join(temp, 'server'), { recursive: true });
      await writeFile(path.join(temp, 'inputs.json'), JSON.stringify(inputs));
      // A stale entry of the same key (a dependency changed) is moved aside in one step, so
      // another build never sees the folder half removed.
      const stale = `${temp}-stale`;
      await rename(entry, stale).catch(() => {});
      await rename(temp, entry);
      await rm(stale, { recursive: true, force: true });
      await this.evict();
    } catch {
      await rm(temp, { recursive: true, force: true }).catch(() => {});
    } finally {
      done(false);
    }
  }

  /** Removes all but the {@link KEEP_ENTRIES} most recently used entries (and leftovers of failed stores). */
  private async evict(): Promise<void> {
    // Leftovers of failed stores: of processes that are gone, or older than an hour.
    removeStaleTemps(this.dir, /\.tmp-(\d+)-/);
    const names = await readdir(this.dir);
    const entries = await Promise.all(names.map(async (name) => ({ name, time: (await stat(path.join(this.dir, name)).catch(() => null))?.mtimeMs ?? 0 })));
    const old = entries.filter((e) => e.name.includes('.tmp-') && Date.now() - e.time > 3_600_000);
    const kept = entries.filter((e) => !e.name.includes('.tmp-')).sort((a, b) => b.time - a.time);
    for (const e of [...old, ...kept.slice(KEEP_ENTRIES)]) await rm(path.join(this.dir, e.name), { recursive: true, force: true });
  }
}

async function fileHash(file: string): Promise<string | null> {
  try {
    return createHash('sha256').update(await readFile(file)).digest('hex');
  } catch {
    return null;
  }
}

/** Every file under `dir`, sorted; none when it does not exist. */
async function listFiles(dir: string): Promise<string[]> {
  try {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true });
    return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name)).sort();
  } catch {
    return [];
  }
}
