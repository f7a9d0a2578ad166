/** The site's swizzled shell components, generated per build by build/theme-plugin.ts. */
declare module 'virtual:sitegraph-theme' {
  import type { ThemeOverrides } from '../swizzle/use-theme-component.js';
  /** The site's `src/theme` components the runtime's shell renders, by theme name. */
  export const swizzled: ThemeOverrides;
}
