import type { Plugin } from 'vite';

const STUB_ID = '\0sitegraph-mermaid-disabled';

/**
 * For a build of a site whose graph says diagrams are off (`site.mermaid` false, Docusaurus's
 * `markdown.mermaid`): `mermaid` resolves to a small module whose `render` rejects, instead of
 * the renderer's hundred lazy chunks. No page of such a site has a diagram, so nothing loads it;
 * bundling it cost about 5 MB of chunks, their compression and most of the bundler's memory.
 */
export function mermaidStubPlugin(): Plugin {
  return {
    name: 'sitegraph-mermaid-disabled',
    enforce: 'pre',
    resolveId(id) {
      return id === 'mermaid' ? STUB_ID : undefined;
    },
    load(id) {
      if (id !== STUB_ID) return undefined;
      return [
        "const off = () => Promise.reject(new Error('Mermaid diagrams are off on this site (markdown.mermaid)'));",
        'export default { initialize() {}, render: off };',
      ].join('\n');
    },
  };
}
