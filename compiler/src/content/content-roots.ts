import path from 'node:path/posix';
import type { SiteConfig } from '../config/index.js';
import { i18nRoot } from '../i18n/locale-layout.js';

/** Where a site's content lives: folders to walk, single files to read, sidebars modules to evaluate. */
export interface ContentRoots {
  /** Folders (relative to the site folder) whose every file is content (`static` and the translations folder `i18n` included). */
  dirs: string[];
  /** Single files read when present (versions files). */
  files: string[];
  /** Configured `sidebarPath` files of docs instances (must exist). */
  sidebarFiles: string[];
}

/**
 * Names of the versioning files of a docs instance, as Docusaurus 3.7.0 names them: the
 * `default` instance uses `versions.json`, `versioned_docs/`, `versioned_sidebars/`; another
 * instance `<id>` prefixes each with `<id>_`.
 */
export function versioningPaths(pluginId: string): { versionsFile: string; versionedDocsDir: string; versionedSidebarsDir: string } {
  const prefix = pluginId === 'default' ? '' : `${pluginId}_`;
  return {
    versionsFile: `${prefix}versions.json`,
    versionedDocsDir: `${prefix}versioned_docs`,
    versionedSidebarsDir: `${prefix}versioned_sidebars`,
  };
}

/**
 * Lists the content roots of a site from its config alone.
 *
 * @param exists tells whether a relative path exists (the caller's file system; pure otherwise)
 */
export function contentRoots(config: SiteConfig, exists: (relativePath: string) => boolean): ContentRoots {
  const dirs = new Set<string>();
  const files = new Set<string>();
  const sidebarFiles = new Set<string>();
  for (const p of config.plugins) {
    dirs.add(normalise(p.options.path));
    if (p.plugin === 'content-docs') {
      const v = versioningPaths(p.id);
      files.add(v.versionsFile);
      dirs.add(v.versionedDocsDir);
      dirs.add(v.versionedSidebarsDir);
      const sidebarPath = p.options.sidebarPath;
      if (typeof sidebarPath === 'string') {
        sidebarFiles.add(normalise(sidebarPath));
        files.add(normalise(sidebarPath));
      }
    }
  }
  dirs.add('static');
  // Translations (Docusaurus's i18n layout, see i18n/localizeSiteInput): read for every locale.
  dirs.add(i18nRoot(config));
  return {
    dirs: [...dirs].filter(exists).sort(),
    files: [...files].sort(),
    sidebarFiles: [...sidebarFiles].sort(),
  };
}

function normalise(p: string): string {
  const n = path.normalize(p.replace(/\\/g, '/')).replace(/\/$/, '');
  return n === '' ? '.' : n;
}
