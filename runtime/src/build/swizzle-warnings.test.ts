import { describe, expect, it } from 'vitest';
import { swizzleWarnings } from './swizzle-warnings.js';

const site = '/s';
const at = (...names: string[]) => new Map(names.map((n) => [n, `/s/src/theme/${n}/index.tsx`]));

describe('swizzleWarnings', () => {
  it('warns for swizzled names the theme never renders, and for parts it has not', () => {
    expect(swizzleWarnings(site, at('DocItem', 'Navbar/Content', 'Footer/Layout', 'DocSidebar', 'Layout'))).toEqual([
      "src/theme/DocItem/index.tsx: warning [theme/unrendered-component] the theme's pages do not render @theme/DocItem through the site's version, so it is used only where the site's own code imports it.",
      "src/theme/Navbar/Content/index.tsx: warning [theme/unrendered-component] the theme has no @theme/Navbar/Content part, so it is used only where the site's own code imports it.",
    ]);
  });

  it('stays silent for parts of a swizzled component and for lower-case modules', () => {
    expect(swizzleWarnings(site, at('Navbar', 'Navbar/Content', 'Footer', 'Footer/Columns/Item', 'prism-include-languages', 'prism-languages/vue'))).toEqual([]);
  });
});
