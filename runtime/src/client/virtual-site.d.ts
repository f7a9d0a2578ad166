/** The site's own modules, generated per build by the sitegraph Vite plugin (build/site-plugin.ts). */
declare module 'virtual:sitegraph-site' {
  import type { SiteClientModule } from './site-module.js';
  /** JSX page modules by source path, loaded lazily. */
  export const pages: Record<string, () => Promise<unknown>>;
  /** The same modules, already loaded (server render only; empty in the browser). */
  export const eagerPages: Record<string, unknown>;
  /** The dev server's: loads the own module of the MDX page `source` by path (undefined in builds, which list them in `pages`). */
  export const mdxModule: ((source: string) => Promise<unknown>) | undefined;
  /** The site's client module (`src/sitegraph.client.tsx`), or an empty module. */
  export const client: SiteClientModule;
}
