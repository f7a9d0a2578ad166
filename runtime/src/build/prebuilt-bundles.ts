import { createHash, randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { cp, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { bundlerVersions } from './bundler-versions.js';
import { clientEntry, runtimeSourceDir } from './runtime-paths.js';
import { findClientModule, siteModuleCode } from './site-plugin.js';
import { findSwizzled } from './theme-aliases.js';

/**
 * The folder of the prebuilt bundles for sites with mermaid diagrams on or off (the graph's
 * `site.mermaid`, default off) in the runtime package: `dist/prebuilt/mermaid` or
 * `dist/prebuilt/no-mermaid`, each with `client/` (Vite's client build with its manifest in
 * `.vite/` and its precompressed copies), `server/` (`entry-server.mjs`, `render-worker.mjs`) and
 * `prebuilt.json` (what they were made of).
 */
export function prebuiltDir(mermaid: boolean): string {
  return path.join(path.dirname(runtimeSourceDir()), 'dist', 'prebuilt', mermaid ? 'mermaid' : 'no-mermaid');
}

/**
 * The base URL the prebuilt bundles are made with, which Vite writes into the client's preload
 * helper: sites with another `baseUrl` bundle their own. (A relative base, `./`, would serve every
 * `baseUrl`, but Vite then passes `import.meta.url` to each lazy import's preload: on the 600-doc
 * bench tree the entry grew by 109 bytes, 10 gzip and 91 brotli, on every page's first load.)
 */
export const PREBUILT_BASE = '/';

/** What a site's build needs of the bundles (the graph's `site` settings and the plan's modules). */
export interface SiteBundleNeeds {
  siteDir?: string;
  /** The site's base URL, with its final `/`. */
  base: string;
  /** The site's JSX pages the plan's routes show (paths relative to `siteDir`). */
  jsxPages: readonly string[];
  /** Sources of MDX pages with a module of their own (`plan.mdxModules`). */
  mdxModules: readonly string[];
  customCss?: readonly string[];
  clientModules?: readonly string[];
  aliases?: Readonly<Record<string, string>>;
}

/**
 * Why a site needs bundles of its own, in a few words; `null` when the prebuilt bundles serve it:
 * the base URL {@link PREBUILT_BASE}, no JSX pages, no MDX page modules, no `customCss`, no `clientModules`, no
 * `src/sitegraph.client.*`, no swizzled components (`src/theme`) and no `aliases` (the
 * `mermaid` setting picks one of the two prebuilt variants, {@link prebuiltDir}).
 */
export function ownBundlesReason(needs: SiteBundleNeeds): string | null {
  if (needs.base !== PREBUILT_BASE) return `the base URL ${needs.base}`;
  if (needs.jsxPages.length) return 'JSX pages';
  if (needs.mdxModules.length) return 'MDX page modules';
  if (needs.customCss?.length) return 'customCss';
  if (needs.clientModules?.length) return 'clientModules';
  if (Object.keys(needs.aliases ?? {}).length) return 'aliases';
  if (findClientModule(needs.siteDir)) return 'a client module';
  if (findSwizzled(needs.siteDir).size) return 'swizzled components';
  // What the site module lists is then the same as for no site at all.
  for (const ssr of [false, true]) {
    if (siteModuleCode({ siteDir: needs.siteDir, pages: needs.jsxPages, mdxModules: needs.mdxModules, customCss: needs.customCss, clientModules: needs.clientModules, ssr }) !== siteModuleCode({ pages: [], ssr })) return 'site modules';
  }
  return null;
}

/** `prebuilt.json`: the versions and the files (relative to the runtime's sources, with their SHA-256) the bundles were made of. */
interface PrebuiltRecord {
  vite: string;
  pluginReact: string;
  files: Array<[string, string]>;
}

/** Every file under `dir`, relative, sorted, `/`-separated; none when it does not exist. */
function listRelative(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
      .sort();
  } catch {
    return [];
  }
}

/** Test files, snapshots, test helpers and declarations: in no bundle, and not all in the published package. */
const NOT_BUILT = /\.(?:test|spec)\.[cm]?[jt]sx?$|\.test-d\.ts$|\.test-support\.ts$|\.d\.ts$|(?:^|\/)(?:__snapshots__|test-support)\//;

/** Script modules. */
const SCRIPT = /\.[cm]?[jt]sx?$/;

/**
 * The runtime source files the bundles depend on besides their modules: the build code (the
 * Vite configuration, in no bundle) and every other non-script file (styles, fonts a stylesheet
 * refers to), relative to the runtime's sources.
 */
function configurationFiles(src: string): string[] {
  return listRelative(src).filter((f) => !NOT_BUILT.test(f) && (f.startsWith('build/') || !SCRIPT.test(f)));
}

function sha256(file: string): string | null {
  try {
    return createHash('sha256').update(readFileSync(file)).digest('hex');
  } catch {
    return null;
  }
}

/**
 * The prebuilt bundles when they are there and up to date: every file recorded in
 * `prebuilt.json` still has its content, no configuration file was added or removed, and
 * Vite and its React plugin have the versions they were made with. `null` otherwise (the
 * runtime's sources were edited since `npm run build`, or the package was built without them).
 */
export function findPrebuiltBundles(dir: string): { clientDir: string; serverDir: string } | null {
  let record: PrebuiltRecord;
  try {
    record = JSON.parse(readFileSync(path.join(dir, 'prebuilt.json'), 'utf8')) as PrebuiltRecord;
  } catch {
    return null;
  }
  const versions = bundlerVersions();
  if (record.vite !== versions.vite || record.pluginReact !== versions.pluginReact) return null;
  const src = runtimeSourceDir();
  const recorded = new Set(record.files.map(([f]) => f));
  if (configurationFiles(src).some((f) => !recorded.has(f))) return null;
  if (record.files.some(([f, hash]) => sha256(path.join(src, f)) !== hash)) return null;
  const clientDir = path.join(dir, 'client');
  const serverDir = path.join(dir, 'server');
  if (!existsSync(path.join(serverDir, 'entry-server.mjs')) || !existsSync(path.join(clientDir, '.vite', 'manifest.json'))) return null;
  return { clientDir, serverDir };
}

/**
 * Copies the prebuilt client files into `dest` (the output being built): the manifest (`.vite/`,
 * which the build reads and removes), and every file `published` accepts (paths relative to the
 * output), with its `.gz`/`.br` copies.
 */
export async function copyPrebuiltClient(clientDir: string, dest: string, published: (rel: string) => boolean): Promise<void> {
  await cp(clientDir, dest, {
    recursive: true,
    filter: (from) => {
      const rel = path.relative(clientDir, from).split(path.sep).join('/');
      if (rel === '' || rel.startsWith('.vite')) return true;
      return published(rel.replace(/\.(?:gz|br)$/, '')) || !/\.(?:gz|br)$/.test(rel);
    },
  });
}

/**
 * Builds the prebuilt bundles of one `mermaid` setting into {@link prebuiltDir}, replacing what is
 * there: Vite's client and server builds of the runtime for a site with no code of its own (see
 * {@link ownBundlesReason}), with the base URL {@link PREBUILT_BASE}, the client's text files
 * precompressed (best brotli quality for what every page loads), and `prebuilt.json`. Run by the
 * runtime package's `npm run build`.
 * @throws when Vite fails
 */
export async function writePrebuiltBundles(mermaid: boolean): Promise<void> {
  const [{ bundleWithVite }, { viteBaseConfig }, { moduleRecorder }, { compressOutput }, { assetResolver }] = await Promise.all([
    import('./vite-bundles.js'),
    import('./vite-config.js'),
    import('./bundle-cache.js'),
    import('./compress-output.js'),
    import('./vite-manifest.js'),
  ]);
  const dir = prebuiltDir(mermaid);
  await mkdir(path.dirname(dir), { recursive: true });
  const temp = `${dir}.tmp-${process.pid}-${randomUUID().slice(0, 8)}`;
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    const clientDir = path.join(temp, 'client');
    const serverDir = path.join(temp, 'server');
    await mkdir(clientDir, { recursive: true });
    const recorder = moduleRecorder();
    await bundleWithVite({ common: viteBaseConfig({ pages: () => [], base: PREBUILT_BASE, mermaid, mode: 'production' }), extraPlugins: [recorder.plugin], clientDir, serverDir });
    const manifest = JSON.parse(await readFile(path.join(clientDir, '.vite', 'manifest.json'), 'utf8')) as import('./vite-manifest.js').ViteManifest;
    const firstLoad = assetResolver(manifest, { root: runtimeSourceDir(), base: '/', entry: clientEntry() });
    await compressOutput(clientDir, { include: (rel) => !rel.startsWith('.vite/'), firstLoad: new Set([...firstLoad.entryFiles, ...firstLoad.entryStyles]) });
    const src = runtimeSourceDir();
    const modules = [...recorder.ids]
      .filter((id) => !id.startsWith('\0'))
      .map((id) => id.replace(/[?#].*$/, ''))
      .filter((id) => path.isAbsolute(id) && !path.relative(src, id).startsWith('..'))
      .map((id) => path.relative(src, id).split(path.sep).join('/'));
    const files = [...new Set([...modules, ...configurationFiles(src)])].sort();
    const record: PrebuiltRecord = { ...bundlerVersions(), files: files.map((f) => [f, sha256(path.join(src, f)) ?? '']) };
    await writeFile(path.join(temp, 'prebuilt.json'), `${JSON.stringify(record)}\n`);
    await rm(dir, { recursive: true, force: true });
    await rename(temp, dir);
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
    await rm(temp, { recursive: true, force: true });
  }
}
