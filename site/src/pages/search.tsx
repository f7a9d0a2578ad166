import { Layout, Link, useHydrated, useRouteState } from '../theme.js';
import { MAX_QUERY_LENGTH } from '../components/SearchBar.js';

const suggestions = [
  { label: 'Getting started', to: '/docs/' },
  { label: 'renderMedia()', to: '/docs/renderer/render-media' },
  { label: 'Lambda setup', to: '/docs/lambda/setup' },
  { label: 'Player', to: '/docs/player/player' },
];

/** Reads `q` from the query string (at most 64 characters, SPEC §5). */
export function queryFrom(search: string): string {
  return (new URLSearchParams(search).get('q') ?? '').slice(0, MAX_QUERY_LENGTH);
}

export default function SearchPage() {
  const { location } = useRouteState();
  // The prerendered HTML has no query string: read it only after hydration so both renders match.
  const hydrated = useHydrated();
  const q = hydrated ? queryFrom(location.search) : '';
  return (
    <Layout title={q ? `Search results for "${q}"` : 'Search the documentation'} noIndex>
      <div className="container fc-narrow fc-section">
        <h1>{q ? `Search results for “${q}”` : 'Search the documentation'}</h1>
        <form className="fc-search-page" action="/search" method="get">
          <input type="search" name="q" defaultValue={q} maxLength={MAX_QUERY_LENGTH} placeholder="Search docs" aria-label="Search docs" key={q} />
          <button className="fc-button fc-button--primary" type="submit">
            Search
          </button>
        </form>
        <div className="admonition admonition--info">
          <div className="admonition__heading">Search service not connected</div>
          <div className="admonition__content">
            <p>
              This build of the site has no hosted search index, so no results can be shown
              {q ? <> for <strong>{q}</strong></> : null}. Try one of the pages below or browse the sidebar of the{' '}
              <Link to="/docs/">documentation</Link>.
            </p>
          </div>
        </div>
        <h2>Try searching for</h2>
        <ul>
          {suggestions.map((s) => (
            <li key={s.to}>
              <Link to={s.to}>{s.label}</Link>
            </li>
          ))}
        </ul>
      </div>
    </Layout>
  );
}
