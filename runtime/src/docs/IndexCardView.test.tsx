import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { IndexCardView } from './IndexCardView.js';

describe('IndexCardView', () => {
  it("shows a category's own description instead of its item count, and the count without one", () => {
    const described = renderToStaticMarkup(<IndexCardView card={{ type: 'category', label: 'Told', href: null, description: 'A described category', count: 3 }} />);
    expect(described).toContain('<p class="card__description">A described category</p>');
    const counted = renderToStaticMarkup(<IndexCardView card={{ type: 'category', label: 'More', href: null, description: null, count: 3 }} />);
    expect(counted).toContain('<p class="card__description">3 items</p>');
  });
});
