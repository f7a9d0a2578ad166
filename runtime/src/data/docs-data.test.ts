import { describe, expect, it } from 'vitest';
import { indexDocsPlugin, indexCards } from './docs-data.js';

/** A docs version with one sidebar holding a generated-index category at `/docs/category/guides`. */
function version(items: unknown[]) {
  const plugin = indexDocsPlugin('default', {
    versions: [
      {
        name: 'current',
        isLast: true,
        docs: [
          { id: 'a', description: "The doc's own description" },
          { id: 'b', description: 'B' },
        ],
        sidebars: [{ id: 'docs', items: [{ type: 'category', label: 'Guides', href: '/docs/category/guides', collapsed: false, collapsible: true, items }] }],
      },
    ],
  });
  return plugin.last!;
}

describe('indexCards', () => {
  it("gives a card the sidebar item's own description first, else the doc's, and a category without one its count", () => {
    const cards = indexCards(
      version([
        { type: 'link', label: 'A', href: '/docs/a', docId: 'a' },
        { type: 'link', label: 'B', href: '/docs/b', docId: 'b', description: 'Said in the sidebar' },
        { type: 'link', label: 'Out', href: 'https://example.com', description: 'An external link' },
        { type: 'category', label: 'More', collapsed: true, collapsible: true, items: [{ type: 'link', label: 'A', href: '/docs/a', docId: 'a' }] },
        { type: 'category', label: 'Told', collapsed: true, collapsible: true, description: 'A described category', items: [] },
        { type: 'html', value: '<hr>' },
      ]),
      'docs',
      '/docs/category/guides',
    );
    expect(cards).toEqual([
      { type: 'link', label: 'A', href: '/docs/a', description: "The doc's own description" },
      { type: 'link', label: 'B', href: '/docs/b', description: 'Said in the sidebar' },
      { type: 'link', label: 'Out', href: 'https://example.com', description: 'An external link' },
      { type: 'category', label: 'More', href: '/docs/a', description: null, count: 1 },
      { type: 'category', label: 'Told', href: null, description: 'A described category', count: 0 },
    ]);
  });
});
