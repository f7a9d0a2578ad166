import { describe, expect, it } from 'vitest';
import type { SiteGraph } from '../graph/index.js';
import { checkRenderedLinks } from './check-rendered-links.js';

/** The parts of a graph the check reads. */
function graph(site: Partial<SiteGraph['site']>, routesPaths: string[]): SiteGraph {
  return { site: { baseUrl: '/', trailingSlash: null, onBrokenLinks: 'throw', ...site }, routesPaths } as SiteGraph;
}

describe('checkRenderedLinks', () => {
  const routes = ['/404.html', '/', '/docs/intro', '/about/'];

  it('reports each broken path a module rendered once per page, naming the module, at the level of onBrokenLinks', () => {
    const pages = [
      {
        path: '/about/',
        links: [
          { url: '/docs/intro', source: 'src/pages/about.tsx' },
          { url: '/governance', source: 'src/pages/about.tsx' },
          { url: '/governance', source: 'src/pages/about.tsx' },
          { url: 'https://example.com/x', source: 'src/pages/about.tsx' },
          { url: '../docs/missing', source: 'src/components/Card.tsx' },
        ],
      },
    ];
    const out = checkRenderedLinks(graph({}, routes), pages);
    expect(out.map((d) => [d.level, d.code, d.file, d.message])).toEqual([
      ['error', 'links/broken-link', 'src/components/Card.tsx', 'Broken link on page /about/, rendered by src/components/Card.tsx → ../docs/missing (resolved as /docs/missing)'],
      ['error', 'links/broken-link', 'src/pages/about.tsx', 'Broken link on page /about/, rendered by src/pages/about.tsx → /governance'],
    ]);
    expect(checkRenderedLinks(graph({ onBrokenLinks: 'warn' }, routes), pages).map((d) => d.level)).toEqual(['warning', 'warning']);
    expect(checkRenderedLinks(graph({ onBrokenLinks: 'ignore' }, routes), pages)).toEqual([]);
  });

  it('applies the baseUrl and either trailing-slash form of a route, as Docusaurus does, and resolves .html as the router does', () => {
    const g = graph({ baseUrl: '/site/', trailingSlash: true }, ['/site/docs/intro/']);
    const links = ['/site/docs/intro', '/docs/intro/', 'pathname:///raw.html', '#top', '/site/docs/intro.html', '/site/docs/intro/index.html?x=1#y'].map((url) => ({ url, source: 'src/pages/x.tsx' }));
    expect(checkRenderedLinks(g, [{ path: '/site/docs/intro/', links }])).toEqual([]);
  });
});
