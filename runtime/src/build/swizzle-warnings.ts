import path from 'node:path';
import { SHELL_SWIZZLABLE, THEME_COMPONENT_NAMES } from '../swizzle/theme-names.js';

/**
 * Warnings for swizzled components the theme's own pages never render, which Docusaurus's theme
 * would (`src/theme/BlogPostItem`, `src/theme/Navbar/Content`): they replace `@theme/<name>` only
 * where the site's own code imports it. Left out: the names the shell renders through the swizzle
 * map (`SHELL_SWIZZLABLE`), lower-case modules (`prism-include-languages`, a site's helpers), and
 * parts of a component the site swizzles itself (`Footer/Columns` beside a swizzled `Footer`,
 * which its `Footer` imports). Each is `<file>: warning [theme/unrendered-component] …`, in name order.
 */
export function swizzleWarnings(siteDir: string, swizzled: ReadonlyMap<string, string>): string[] {
  const warnings: string[] = [];
  for (const [name, file] of [...swizzled].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    if (!/^[A-Z]/.test(name) || SHELL_SWIZZLABLE.includes(name)) continue;
    const parts = name.split('/');
    const ancestorSwizzled = parts.slice(1).some((_, i) => swizzled.has(parts.slice(0, i + 1).join('/')));
    if (ancestorSwizzled) continue;
    const where = path.relative(siteDir, file).split(path.sep).join('/');
    const what = THEME_COMPONENT_NAMES.includes(name) ? `the theme's pages do not render @theme/${name} through the site's version` : `the theme has no @theme/${name} part`;
    warnings.push(`${where}: warning [theme/unrendered-component] ${what}, so it is used only where the site's own code imports it.`);
  }
  return warnings;
}
