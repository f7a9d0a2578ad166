import { describe, expect, it } from 'vitest';
import Link from '../docusaurus/Link.js';
import { goldenGraph } from '../test-support/golden-graph.js';
import { planFor, renderApp } from '../test-support/render-app.js';

const FEATURES = new URL('../../../../shared/corpora/features/expected.docusaurus-3.7.0.json', import.meta.url).pathname;

describe('links the site code renders', () => {
  const { graph, chunks } = goldenGraph(FEATURES);
  const plan = planFor(graph, chunks);

  it("collects a React page's internal links, naming its module, and none of the theme's", () => {
    const Page = () => (
      <main>
        <Link to="/docs/missing">missing</Link> <Link to="https://example.com/">out</Link> <Link to="/blog">blog</Link>
      </main>
    );
    const { html, links } = renderApp(plan, '/enterprise', {}, { 'src/pages/enterprise.tsx': { default: Page } });
    expect(html).toContain('href="/docs/missing"');
    // The navbar and footer render links too (checked by the compiler from themeConfig): not collected.
    expect(links).toEqual([
      { url: '/docs/missing', source: 'src/pages/enterprise.tsx' },
      { url: '/blog', source: 'src/pages/enterprise.tsx' },
    ]);
  });

  it('collects nothing on a page without site code (its links are the compiler\'s to check)', () => {
    const { html, links } = renderApp(plan, '/docs/canary/getting-started/examples/audiogram');
    expect(html).toContain('<a ');
    expect(links).toEqual([]);
  });
});
