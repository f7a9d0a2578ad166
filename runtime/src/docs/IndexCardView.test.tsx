import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { goldenGraph } from '../test-support/golden-graph.js';
import { planFor, renderApp } from '../test-support/render-app.js';
import { IndexCardView } from './IndexCardView.js';

const FEATURES = new URL('../../../../shared/corpora/features/expected.docusaurus-3.7.0.json', import.meta.url).pathname;

describe('IndexCardView', () => {
  it("shows a category's own description instead of its item count, and the count without one", () => {
    const described = renderToStaticMarkup(<IndexCardView card={{ type: 'category', label: 'Told', href: null, description: 'A described category', count: 3 }} />);
    expect(described).toContain('<p class="card__description">A described category</p>');
    const counted = renderToStaticMarkup(<IndexCardView card={{ type: 'category', label: 'More', href: null, description: null, count: 3 }} />);
    expect(counted).toContain('<p class="card__description">3 items</p>');
  });

  it('marks a category, an external link and a page as Docusaurus does', () => {
    const mark = (html: string) => html.match(/<h2 class="card__title"><span aria-hidden="true">([^<]*)<\/span>/)?.[1];
    expect(mark(renderToStaticMarkup(<IndexCardView card={{ type: 'category', label: 'C', href: null, description: null, count: 0 }} />))).toBe('🗃️ ');
    expect(mark(renderToStaticMarkup(<IndexCardView card={{ type: 'link', label: 'Out', href: null, description: null }} />))).toBe('📄️ ');
    const { graph, chunks } = goldenGraph(FEATURES, {} as never);
    const links = (href: string) =>
      renderApp(planFor(graph, chunks), '/docs/4.0/guides/timelines', {}, {}, { BackToTopButton: () => <IndexCardView card={{ type: 'link', label: 'L', href, description: null }} /> }).html;
    expect(mark(links('https://example.com/x'))).toBe('🔗 ');
    expect(mark(links('/docs/4.0/guides/keyframes'))).toBe('📄️ ');
  });
});
