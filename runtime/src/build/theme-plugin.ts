import { UserError } from '@sitegraph/compiler/safety';
import path from 'node:path';
import type { Plugin, PluginOption } from 'vite';
import { SHELL_SWIZZLABLE, THEME_COMPONENT_NAMES } from '../swizzle/theme-names.js';
import type { ThemeAliases } from './theme-aliases.js';

/** Id of the generated module exporting the site's swizzled components the shell renders. */
export const THEME_MODULE_ID = 'virtual:sitegraph-theme';
const RESOLVED_ID = `\0${THEME_MODULE_ID}`;

/**
 * The code of `virtual:sitegraph-theme`: `swizzled`, the site's `src/theme` versions of the
 * theme's components the runtime renders itself (`SHELL_SWIZZLABLE`), by name, for its render
 * sites (`useThemeComponent`). Other swizzled names (`Layout`, `prism-include-languages`) are
 * bundled only where site code imports them.
 */
export function themeModuleCode(swizzled: ReadonlyMap<string, string>): string {
  const names = THEME_COMPONENT_NAMES.filter((n) => swizzled.has(n) && SHELL_SWIZZLABLE.includes(n));
  const lines = names.map((n, i) => `import theme${i} from ${JSON.stringify(swizzled.get(n)!.split(path.sep).join('/'))};`);
  lines.push(`export const swizzled = {${names.map((n, i) => `${JSON.stringify(n)}: theme${i}`).join(', ')}};`);
  return lines.join('\n');
}

/**
 * The Vite plugin resolving Docusaurus's module names in site code (`@theme/…`,
 * `@theme-original/…`, `@docusaurus/…`) through the site's alias map, and serving
 * `virtual:sitegraph-theme`.
 */
export function themePlugin(aliases: ThemeAliases): Plugin & { unresolved: string[] } {
  const unresolved: string[] = [];
  return {
    name: 'sitegraph-theme',
    unresolved,
    enforce: 'pre',
    async resolveId(id, importer) {
      if (id === THEME_MODULE_ID) return RESOLVED_ID;
      // A site path: extensions and index files are found as for a relative import.
      const sitePath = aliases.sitePath(id);
      if (sitePath !== undefined) return this.resolve(sitePath, importer, { skipSelf: true });
      const file = aliases.resolve(id);
      if (file === undefined) return undefined;
      if (file === null) {
        const where = importer && aliases.siteDir && !path.relative(aliases.siteDir, importer).startsWith('..') ? path.relative(aliases.siteDir, importer).split(path.sep).join('/') : importer;
        const from = where ? ` from ${where}` : '';
        const message = `Cannot resolve "${id}"${from}: the theme has no such component`;
        unresolved.push(message);
        this.error(`${message}. Theme components: ${THEME_COMPONENT_NAMES.join(', ')}.`);
      }
      return file;
    },
    load(id) {
      return id === RESOLVED_ID ? themeModuleCode(aliases.swizzled) : undefined;
    },
    configureServer(server) {
      if (!aliases.siteDir) return;
      // Dev: a component added to or removed from src/theme changes the alias map; every module
      // may have resolved through it, so all are run again and open pages reload.
      const themeDir = path.join(aliases.siteDir, 'src', 'theme');
      server.watcher.add(themeDir);
      const changed = (file: string) => {
        if (!file.startsWith(`${themeDir}${path.sep}`)) return;
        try {
          aliases.refresh();
        } catch (error) {
          server.config.logger.error((error as Error).message);
          return;
        }
        server.moduleGraph.invalidateAll();
        server.ws.send({ type: 'full-reload' });
      };
      server.watcher.on('add', changed);
      server.watcher.on('unlink', changed);
    },
  };
}

/**
 * The error a failed bundle reports: a {@link UserError} `theme/unresolved-import` naming each
 * theme import that does not exist (the site's mistake, not sitegraph's), else `error` itself.
 */
export function themeBuildError(plugins: readonly PluginOption[] | undefined, error: unknown): unknown {
  const plugin = (plugins ?? []).find((p): p is Plugin & { unresolved: string[] } => !!p && typeof p === 'object' && 'name' in p && p.name === 'sitegraph-theme');
  const unresolved = [...new Set(plugin?.unresolved ?? [])];
  if (!unresolved.length) return error;
  return new UserError('theme/unresolved-import', `${unresolved.join('; ')}. Theme components: ${THEME_COMPONENT_NAMES.join(', ')}.`);
}
