import type { DocGeneratedIndexData, IndexCard, ManifestRoute } from '../data/site-data.js';
import { PageMeta } from '../head/PageMeta.js';
import { Link } from '../router/Link.js';
import { useRouteData } from '../router/use-route-data.js';
import { useThemeComponent } from '../swizzle/use-theme-component.js';
import ThemeDocBreadcrumbs from '../theme-components/DocBreadcrumbs.js';
import ThemeDocPaginator from '../theme-components/DocPaginator.js';
import { DocVersionBadge, DocVersionBanner } from './DocVersionBanner.js';
import { themePlural } from '../i18n/theme-message.js';

/** The card of one item of a generated index (also `@theme/DocCard`). */
export function IndexCardView({ card }: { card: IndexCard }) {
  const body = (
    <>
      <h2 className="card__title">
        <span aria-hidden="true">{card.type === 'category' ? '🗃️ ' : '📄️ '}</span>
        {card.label}
      </h2>
      <p className="card__description">{card.type === 'category' ? themePlural('theme.docs.DocCard.categoryDescription.plurals', card.count ?? 0, { count: card.count ?? 0 }) : (card.description ?? '')}</p>
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

/** A generated-index category page: title, description and a card per item of the category. */
export function DocGeneratedIndexPage({ route }: { route: ManifestRoute }) {
  const data = useRouteData<DocGeneratedIndexData>(route, 'doc-generated-index');
  const Breadcrumbs = useThemeComponent('DocBreadcrumbs', ThemeDocBreadcrumbs);
  const DocPaginator = useThemeComponent('DocPaginator', ThemeDocPaginator);
  return (
    <div className="doc-page row">
      <PageMeta title={data.title} description={data.description} keywords={data.keywords} image={data.image} />
      <div className="doc-page__main">
        <DocVersionBanner doc={null} />
        <Breadcrumbs />
        <DocVersionBadge />
        <header className="generated-index__header">
          <h1>{data.title}</h1>
          {data.description ? <p>{data.description}</p> : null}
        </header>
        <section className="card-grid">
          {data.cards.map((card, i) => (
            <IndexCardView key={i} card={card} />
          ))}
        </section>
        <DocPaginator previous={data.previous} next={data.next} />
      </div>
    </div>
  );
}
