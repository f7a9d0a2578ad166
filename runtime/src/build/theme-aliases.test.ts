import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDirs } from '../../../fixtures/temp-dirs.js';
import { DOCUSAURUS_MODULE_NAMES, SHELL_SWIZZLABLE, SITE_CODE_ONLY, THEME_COMPONENT_NAMES } from '../swizzle/theme-names.js';
import { findSwizzled, loadThemeAliases, runtimeDocusaurusFile, runtimeThemeFile } from './theme-aliases.js';
import { runtimeSourceDir } from './runtime-paths.js';
import { themeBuildError, themeModuleCode, themePlugin } from './theme-plugin.js';

const tempDir = tempDirs('sitegraph-theme-aliases-');

/** A site folder holding `files` (paths relative to it). */
function site(files: string[]): string {
  const dir = tempDir();
  for (const f of files) {
    mkdirSync(path.dirname(path.join(dir, f)), { recursive: true });
    writeFileSync(path.join(dir, f), 'export default function X() { return null; }\n');
  }
  return dir;
}

const rel = (file: string | null | undefined) => (file ? path.relative(runtimeSourceDir(), file).split(path.sep).join('/') : file);

describe('theme names', () => {
  it('has a runtime file for every @theme and @docusaurus name', () => {
    expect(THEME_COMPONENT_NAMES.filter((n) => !runtimeThemeFile(n))).toEqual([]);
    expect(DOCUSAURUS_MODULE_NAMES.filter((n) => !runtimeDocusaurusFile(n))).toEqual([]);
  });

  it('lets the shell render every name the theme has but those only site code imports', () => {
    expect(SITE_CODE_ONLY.filter((n) => !THEME_COMPONENT_NAMES.includes(n))).toEqual([]);
    expect(SHELL_SWIZZLABLE).toEqual(THEME_COMPONENT_NAMES.filter((n) => !SITE_CODE_ONLY.includes(n)));
    expect(SHELL_SWIZZLABLE).toContain('Footer/Layout');
    expect(SHELL_SWIZZLABLE).toContain('BlogPostItem');
    expect(SHELL_SWIZZLABLE).not.toContain('DocItem');
  });
});

describe('findSwizzled', () => {
  it('names each script of src/theme by its path, index naming its folder', () => {
    const dir = site(['src/theme/Footer/index.tsx', 'src/theme/Footer/styles.module.css', 'src/theme/NotFound/Content/index.js', 'src/theme/Logo.jsx', 'src/theme/Footer/Footer.test.tsx', 'src/theme/types.d.ts']);
    const found = findSwizzled(dir);
    expect([...found.keys()].sort()).toEqual(['Footer', 'Logo', 'NotFound/Content']);
    expect(found.get('Footer')).toBe(path.join(dir, 'src/theme/Footer/index.tsx'));
  });

  it('prefers Name.tsx over Name/index.tsx, as a bundler resolves them', () => {
    const dir = site(['src/theme/Footer/index.tsx', 'src/theme/Footer.tsx']);
    expect(findSwizzled(dir).get('Footer')).toBe(path.join(dir, 'src/theme/Footer.tsx'));
  });

  it('finds nothing without src/theme or a site folder', () => {
    expect(findSwizzled(site([])).size).toBe(0);
    expect(findSwizzled(undefined).size).toBe(0);
  });
});

describe('loadThemeAliases', () => {
  it('resolves @theme to the site first, @theme-original always to the runtime', () => {
    const dir = site(['src/theme/Footer/index.tsx']);
    const aliases = loadThemeAliases(dir);
    expect(aliases.resolve('@theme/Footer')).toBe(path.join(dir, 'src/theme/Footer/index.tsx'));
    expect(rel(aliases.resolve('@theme-original/Footer'))).toBe('theme-components/Footer.tsx');
    expect(rel(aliases.resolve('@theme/Layout'))).toBe('theme-components/Layout.tsx');
    expect(rel(aliases.resolve('@theme/NotFound/Content'))).toBe('theme-components/NotFound/Content.tsx');
  });

  it('resolves the @docusaurus client modules and leaves other @docusaurus packages alone', () => {
    const aliases = loadThemeAliases(undefined);
    expect(rel(aliases.resolve('@docusaurus/Link'))).toBe('docusaurus/Link.tsx');
    expect(rel(aliases.resolve('@docusaurus/useBaseUrl'))).toBe('docusaurus/useBaseUrl.ts');
    expect(rel(aliases.resolve('@docusaurus/theme-common'))).toBe('docusaurus/theme-common.ts');
    expect(rel(aliases.resolve('@docusaurus/plugin-content-docs/client'))).toBe('docusaurus/plugin-content-docs/client.ts');
    expect(rel(aliases.resolve('@docusaurus/theme-common/internal'))).toBe('docusaurus/theme-common/internal.ts');
    expect(rel(aliases.resolve('@docusaurus/plugin-content-blog/client'))).toBe('docusaurus/plugin-content-blog/client.ts');
    expect(aliases.resolve('@docusaurus/plugin-content-pages/client')).toBeUndefined();
    expect(aliases.resolve('react')).toBeUndefined();
  });

  it('maps @site/ to the site folder', () => {
    const dir = site([]);
    expect(loadThemeAliases(dir).resolve('@site/src/components/Card')).toBe(path.join(dir, 'src/components/Card'));
    expect(loadThemeAliases(undefined).resolve('@site/x')).toBeUndefined();
  });

  it("maps the site's aliases to paths in the site folder, the longest name first, and nothing else", () => {
    const dir = site([]);
    const aliases = loadThemeAliases(dir, { '@components': 'src/components', '@components/global': 'src/global', lib: 'src/lib.ts' });
    expect(aliases.sitePath('@components/Card')).toBe(path.join(dir, 'src/components/Card'));
    expect(aliases.sitePath('@components/global/DocDemo')).toBe(path.join(dir, 'src/global/DocDemo'));
    expect(aliases.sitePath('@components')).toBe(path.join(dir, 'src/components'));
    expect(aliases.sitePath('lib')).toBe(path.join(dir, 'src/lib.ts'));
    expect(aliases.resolve('@components/Card')).toBe(path.join(dir, 'src/components/Card'));
    expect(aliases.sitePath('@componentsX/Card')).toBeUndefined();
    expect(aliases.sitePath('library')).toBeUndefined();
    expect(loadThemeAliases(undefined, { lib: 'src/lib.ts' }).sitePath('lib')).toBeUndefined();
  });

  it('gives null for a theme name that exists nowhere', () => {
    const aliases = loadThemeAliases(undefined);
    expect(aliases.resolve('@theme/NoSuchThing')).toBeNull();
    expect(aliases.resolve('@theme-original/NoSuchThing')).toBeNull();
  });

  it('reaches the parts of an ejected component through @theme', () => {
    const dir = site(['src/theme/Footer/index.tsx', 'src/theme/Footer/Links/index.tsx']);
    expect(loadThemeAliases(dir).resolve('@theme/Footer/Links')).toBe(path.join(dir, 'src/theme/Footer/Links/index.tsx'));
  });

  it('reads src/theme again on refresh (dev), keeping the map when the new one is refused', () => {
    const dir = site([]);
    const aliases = loadThemeAliases(dir);
    expect(rel(aliases.resolve('@theme/Footer'))).toBe('theme-components/Footer.tsx');
    mkdirSync(path.join(dir, 'src/theme'), { recursive: true });
    writeFileSync(path.join(dir, 'src/theme/Footer.tsx'), '');
    aliases.refresh();
    expect(aliases.resolve('@theme/Footer')).toBe(path.join(dir, 'src/theme/Footer.tsx'));
    writeFileSync(path.join(dir, 'src/theme/Fancy.tsx'), '');
    expect(() => aliases.refresh()).toThrow('swizzles a component the theme does not have');
    expect([...aliases.swizzled.keys()]).toEqual(['Footer']);
  });

  it('refuses a swizzled name the theme does not have, listing the names it has', () => {
    const dir = site(['src/theme/Fancy/index.tsx']);
    let error: unknown;
    try {
      loadThemeAliases(dir);
    } catch (e) {
      error = e;
    }
    expect(error).toMatchObject({ userFacing: true, code: 'theme/unknown-component' });
    const message = (error as Error).message;
    expect(message).toContain('src/theme/Fancy/index.tsx ("Fancy")');
    expect(message).toContain('Theme components: Admonition, AnnouncementBar, BackToTopButton, BlogLayout, BlogPostItem,');
  });

  it("takes a lower-case folder of src/theme as the site's own module, and Docusaurus's prism-include-languages as a name it has", () => {
    const dir = site(['src/theme/prism-include-languages.ts', 'src/theme/prism-languages/prism-vue.ts', 'src/theme/EditMetaRow/index.tsx', 'src/theme/Icon/Edit/index.tsx']);
    const aliases = loadThemeAliases(dir);
    expect(aliases.resolve('@theme/prism-languages/prism-vue')).toBe(path.join(dir, 'src/theme/prism-languages/prism-vue.ts'));
    expect(aliases.resolve('@theme/Icon/Edit')).toBe(path.join(dir, 'src/theme/Icon/Edit/index.tsx'));
    expect(aliases.resolve('@theme-original/EditMetaRow')).toMatch(/theme-components[\\/]EditMetaRow\.tsx$/);
  });
});

describe('themeBuildError', () => {
  it('turns a failed bundle with unresolved theme imports into the site error theme/unresolved-import', async () => {
    const dir = site([]);
    const plugin = themePlugin(loadThemeAliases(dir));
    const resolveId = plugin.resolveId as (this: { error(m: string): never }, id: string, importer?: string) => unknown;
    const context = {
      error(message: string): never {
        throw new Error(message);
      },
    };
    await expect(async () => resolveId.call(context, '@theme/Layoutt', path.join(dir, 'src/pages/index.tsx'))).rejects.toThrow('Cannot resolve "@theme/Layoutt"');
    const original = new Error('Build failed with 1 error');
    expect(themeBuildError([plugin], original)).toMatchObject({ userFacing: true, code: 'theme/unresolved-import', message: expect.stringMatching(/^Cannot resolve "@theme\/Layoutt" from src\/pages\/index.tsx: the theme has no such component\. Theme components: Admonition,/) });
    expect(themeBuildError([themePlugin(loadThemeAliases(dir))], original)).toBe(original);
  });
});

describe('themeModuleCode', () => {
  it('exports the swizzled theme components the shell renders by name, leaving out parts and names only site code imports', () => {
    const code = themeModuleCode(
      new Map([
        ['Footer', '/s/src/theme/Footer/index.tsx'],
        ['Footer/Columns', '/s/src/theme/Footer/Columns.tsx'],
        ['DocCard', '/s/src/theme/DocCard.tsx'],
        ['Layout', '/s/src/theme/Layout/index.tsx'],
        ['DocItem', '/s/src/theme/DocItem.tsx'],
        ['prism-include-languages', '/s/src/theme/prism-include-languages.ts'],
      ]),
    );
    expect(code).toBe(
      [
        'import theme0 from "/s/src/theme/DocCard.tsx";',
        'import theme1 from "/s/src/theme/Footer/index.tsx";',
        'import theme2 from "/s/src/theme/Layout/index.tsx";',
        'export const swizzled = {"DocCard": theme0, "Footer": theme1, "Layout": theme2};',
      ].join('\n'),
    );
  });
});
