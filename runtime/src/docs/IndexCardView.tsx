import { createContext } from 'react';
import type { IndexCard } from '../data/site-data.js';
import { isInternalUrl } from '../router/internal-url.js';
import { Link } from '../router/Link.js';
import { themePlural } from '../i18n/theme-message.js';

/**
 * The compiler's cards of the generated-index page being rendered, by `href`: the theme's
 * `@theme/DocCard` shows a card's description from here (a sidebar item has none of its own).
 */
export const IndexCardsContext = createContext<ReadonlyMap<string, IndexCard> | null>(null);

/** The card of one item of a generated index (the theme's `@theme/DocCard` renders it too), marked 🗃️ for a category, 🔗 for an external link, 📄️ for a page, as Docusaurus's. */
export function IndexCardView({ card }: { card: IndexCard }) {
  const body = (
    <>
      <h2 className="card__title">
        <span aria-hidden="true">{card.type === 'category' ? '🗃️ ' : card.href && !isInternalUrl(card.href) ? '🔗 ' : '📄️ '}</span>
        {card.label}
      </h2>
      <p className="card__description">{card.description ?? (card.type === 'category' ? themePlural('theme.docs.DocCard.categoryDescription.plurals', card.count ?? 0, { count: card.count ?? 0 }) : '')}</p>
    </>
  );
  return card.href ? (
    <Link to={card.href} className="card">
      {body}
    </Link>
  ) : (
    <div className="card">{body}</div>
  );
}

