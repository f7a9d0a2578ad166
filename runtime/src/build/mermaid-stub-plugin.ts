import { createRequire } from 'node:module';
import path from 'node:path';
import { UserError } from '@sitegraph/compiler/safety';
import type { Plugin } from 'vite';
import { runtimeSourceDir } from './runtime-paths.js';

const STUB_ID = '\0sitegraph-mermaid-stub';

/**
 * A plugin that resolves `mermaid` to a small module whose `render` rejects with `reason`,
 * instead of the renderer's hundred lazy chunks.
 */
export function mermaidStubPlugin(reason: string): Plugin {
  return {
    name: 'sitegraph-mermaid-stub',
    enforce: 'pre',
    resolveId(id) {
      return id === 'mermaid' ? STUB_ID : undefined;
    },
    load(id) {
      if (id !== STUB_ID) return undefined;
      return [`const off = () => Promise.reject(new Error(${JSON.stringify(reason)}));`, 'export default { initialize() {}, render: off };'].join('\n');
    },
  };
}

/**
 * Whether the `mermaid` package resolves from the runtime's sources, as the bundler resolves
 * `render-mermaid.ts`'s import of it. It is an optional peer of `@sitegraph/runtime` (about
 * 200 MB installed), as Docusaurus makes diagrams an opt-in package (`@docusaurus/theme-mermaid`).
 */
export function mermaidInstalled(): boolean {
  try {
    createRequire(path.join(runtimeSourceDir(), 'mermaid', 'render-mermaid.ts')).resolve('mermaid');
    return true;
  } catch {
    return false;
  }
}

/**
 * The plugins that decide what `mermaid` is in a bundle:
 * - diagrams off (`site.mermaid` false, Docusaurus's `markdown.mermaid`): a stub. No page of such
 *   a site has a diagram, so nothing loads it; bundling the renderer cost about 5 MB of chunks,
 *   their compression and most of the bundler's memory;
 * - on, with the package installed: none, the renderer itself;
 * - on, without it: on the dev server a stub that says to install it (a diagram keeps its
 *   source); for a production build, an error.
 *
 * @param enabled the graph's `site.mermaid` (undefined: on)
 * @param installed {@link mermaidInstalled}
 * @throws UserError for a production build with diagrams on and no `mermaid` package
 */
export function mermaidPlugins(enabled: boolean | undefined, mode: 'production' | 'development', installed: boolean): Plugin[] {
  if (enabled === false) return [mermaidStubPlugin('Mermaid diagrams are off on this site (markdown.mermaid)')];
  if (installed) return [];
  const missing = 'Mermaid diagrams are on (markdown.mermaid) and the `mermaid` package, an optional peer of @sitegraph/runtime, is not installed';
  if (mode === 'development') return [mermaidStubPlugin(`${missing}: run \`npm install mermaid\` and restart the dev server.`)];
  throw new UserError('build/mermaid-not-installed', `${missing}; this site bundles its own code, so its bundle needs it: run \`npm install mermaid\`, or set markdown.mermaid to false.`);
}
