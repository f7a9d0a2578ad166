import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';

/** The Sass compilers Vite can use, in its order of preference. */
const SASS_PACKAGES = ['sass-embedded', 'sass'] as const;

/** A Sass stylesheet (`.scss` or `.sass`), with an optional query. */
const SASS_FILE = /\.(s[ac]ss)(\?.*)?$/;

/**
 * The suffix a Sass file's module id gets once this plugin compiles it: the id then names CSS
 * (Vite's CSS plugin does not run a preprocessor on it), and `x.module.scss` stays a CSS module.
 */
const COMPILED_SUFFIX = '.sitegraph-sass';

/** The module id of the compiled Sass file `file` (`/a/x.module.scss` → `/a/x.module.scss.sitegraph-sass.module.css`). */
export function compiledSassId(file: string): string {
  return `${file}${COMPILED_SUFFIX}${/\.module\.s[ac]ss$/.test(file) ? '.module.css' : '.css'}`;
}

/** The Sass file a compiled id stands for, or undefined for other ids. */
export function sassFileOf(id: string): string | undefined {
  const at = id.indexOf(`${COMPILED_SUFFIX}.`);
  if (at < 0) return undefined;
  const rest = id.slice(at + COMPILED_SUFFIX.length);
  return rest === '.css' || rest === '.module.css' ? id.slice(0, at) : undefined;
}

/** A Sass compiler found for a site: the package name and its entry file. */
export interface SassCompilerPath {
  name: (typeof SASS_PACKAGES)[number];
  file: string;
}

/**
 * The Sass compiler a site's stylesheets use, resolved as Node resolves it from the site folder
 * (its own `node_modules`, then its parents'): `sass-embedded`, else `sass`, as Vite prefers them.
 * Undefined when the site has neither: Vite then looks from the runtime's folder.
 */
export function siteSassCompiler(siteDir: string): SassCompilerPath | undefined {
  const require = createRequire(path.join(path.resolve(siteDir), 'package.json'));
  for (const name of SASS_PACKAGES) {
    try {
      return { name, file: require.resolve(name) };
    } catch {
      // Not installed for this site: try the next.
    }
  }
  return undefined;
}

/** The part of Sass's JavaScript API the plugin calls (`sass` and `sass-embedded` both have it). */
interface SassApi {
  compileAsync(
    file: string,
    options: { loadPaths?: string[]; style?: 'expanded'; importers?: unknown[] },
  ): Promise<{ css: string; loadedUrls: URL[] }>;
}

/** A Sass error's place and message, as `sass` and `sass-embedded` report them. */
interface SassError {
  sassMessage?: string;
  message: string;
  span?: { url?: URL; start: { line: number; column: number } };
}

/**
 * Compiles the site's Sass stylesheets (Docusaurus's `docusaurus-plugin-sass`: `customCss` and
 * CSS modules in `.scss`/`.sass`) with the Sass compiler installed in the site folder, found by
 * {@link siteSassCompiler}. Vite looks for its preprocessor from its `root`, the runtime's folder,
 * so without this a site's own `sass` is found only when sitegraph is installed inside the site.
 * Imports resolve as with sass-loader: relative to the file, then from the site's `node_modules`
 * (a leading `~` is dropped), and `@site/…` from the site folder. Returns no plugin when the site
 * has no Sass compiler (Vite's own lookup then applies).
 */
export function siteSassPlugin(siteDir: string | undefined): Plugin | undefined {
  const compiler = siteDir ? siteSassCompiler(siteDir) : undefined;
  if (!siteDir || !compiler) return undefined;
  const root = path.resolve(siteDir);
  let api: Promise<SassApi> | undefined;
  const load = (): Promise<SassApi> =>
    (api ??= import(pathToFileURL(compiler.file).href).then((mod: { default?: SassApi } & Partial<SassApi>) => (typeof mod.compileAsync === 'function' ? (mod as SassApi) : mod.default!)));
  const importer = {
    findFileUrl(url: string): URL | null {
      if (url.startsWith('~')) return pathToFileURL(path.join(root, 'node_modules', url.slice(1)));
      if (url.startsWith('@site/')) return pathToFileURL(path.join(root, url.slice('@site/'.length)));
      return null;
    },
  };
  return {
    name: 'sitegraph-site-sass',
    enforce: 'pre',
    async resolveId(source, importer_, options) {
      if (sassFileOf(source.split('?')[0]!)) return source;
      if (!SASS_FILE.test(source)) return undefined;
      const resolved = await this.resolve(source, importer_, { ...options, skipSelf: true });
      if (!resolved || resolved.external) return resolved;
      const [file, query] = resolved.id.split('?', 2) as [string, string | undefined];
      if (!SASS_FILE.test(file) || !existsSync(file)) return resolved;
      return `${compiledSassId(file)}${query ? `?${query}` : ''}`;
    },
    async load(id) {
      const file = sassFileOf(id.split('?')[0]!);
      if (!file) return undefined;
      const sass = await load();
      try {
        const result = await sass.compileAsync(file, { loadPaths: [path.join(root, 'node_modules')], style: 'expanded', importers: [importer] });
        for (const url of result.loadedUrls) if (url.protocol === 'file:') this.addWatchFile(fileURLToPath(url));
        return { code: result.css, map: null };
      } catch (error) {
        const e = error as SassError;
        const where = e.span?.url?.protocol === 'file:' ? fileURLToPath(e.span.url) : file;
        const line = e.span ? `:${e.span.start.line + 1}:${e.span.start.column + 1}` : '';
        this.error(`${path.relative(root, where).split(path.sep).join('/')}${line}: ${e.sassMessage ?? e.message} (Sass ${compiler.name} from the site's node_modules)`);
      }
    },
  };
}
