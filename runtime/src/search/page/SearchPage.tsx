import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useSiteRuntime } from '../../client/runtime-context.js';
import { useHydrated } from '../../client/use-hydrated.js';
import { Layout } from '../../layout/Layout.js';
import { Link } from '../../router/Link.js';
import { useLocation, useNavigate } from '../../router/Router.js';
import { importEngine } from '../client/import-engine.js';
import { safeHighlight } from '../client/safe-highlight.js';
import { siteTransport } from '../client/site-transport.js';
import { pageOrigin, siteSearchConfig, type SearchShell } from '../config.js';
import { hitUrl } from '../hit-url.js';
import { HITS_PER_PAGE, MAX_QUERY_LENGTH, readSearchPageQuery, searchPageSearch } from './search-page-query.js';
import { searchPageParameters } from './search-page-filters.js';
import '../dialog/search-theme.css';
import { themeMessage, themePlural } from '../../i18n/theme-message.js';

interface PageHit {
  objectID: string;
  url: string;
  hierarchy: Record<string, string | null>;
  _highlightResult?: { hierarchy?: Record<string, { value?: string }> };
  _snippetResult?: { content?: { value?: string } };
}

type Results = { status: 'idle' } | { status: 'loading' } | { status: 'error'; message: string } | { status: 'done'; hits: PageHit[]; nbHits: number; nbPages: number; query: string; page: number };

const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

/** Highlighted text from the search service, escaped except for `<mark>` (see safeHighlight). */
function Marked({ html, as: Tag = 'span' }: { html: string; as?: 'span' | 'p' }) {
  return <Tag dangerouslySetInnerHTML={{ __html: safeHighlight(html) }} />;
}

/**
 * The search page (`{searchPagePath}?q=…&page=n`, SPEC §2): a form whose submit pushes the new
 * query into the URL (no reload, so back/forward and reload keep it), and the results of the
 * site's search transport for it, 20 a page with page links. The query is read after hydration
 * (the prerendered page has no query string).
 */
export function SearchPage() {
  const { shell } = useSiteRuntime();
  const location = useLocation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const config = useMemo(() => siteSearchConfig(shell as SearchShell, pageOrigin()), [shell]);
  const { query, page } = hydrated ? readSearchPageQuery(location.search) : { query: '', page: 1 };
  const [input, setInput] = useState(query);
  const [results, setResults] = useState<Results>({ status: 'idle' });

  useEffect(() => setInput(query), [query]);
  useEffect(() => {
    if (!config || !query.trim()) {
      setResults({ status: 'idle' });
      return;
    }
    let current = true;
    setResults({ status: 'loading' });
    const transport = siteTransport(config, shell.search, importEngine);
    transport
      .queries({
        requests: [
          {
            ...searchPageParameters(config, shell.site),
            indexName: config.indexName,
            query,
            page: page - 1,
            hitsPerPage: HITS_PER_PAGE,
            attributesToRetrieve: ['hierarchy', 'content', 'type', 'url'],
            attributesToSnippet: ['content:30'],
            snippetEllipsisText: '…',
            highlightPreTag: '<mark>',
            highlightPostTag: '</mark>',
          },
        ],
      })
      .then((response) => {
        if (!current) return;
        const r = response.results[0] as { hits: PageHit[]; nbHits: number; nbPages: number };
        setResults({ status: 'done', hits: r.hits, nbHits: r.nbHits, nbPages: r.nbPages, query, page });
      })
      .catch((error: unknown) => {
        if (current) setResults({ status: 'error', message: error instanceof Error ? error.message : String(error) });
      });
    return () => {
      current = false;
    };
  }, [config, shell.search, shell.site, query, page]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    navigate(`${location.pathname}${searchPageSearch(input.trim())}`);
  };
  const title = query ? themeMessage('theme.SearchPage.existingResultsTitle', { query }) : themeMessage('theme.SearchPage.emptyResultsTitle');
  const origin = hydrated ? window.location.origin : shell.site.url;

  return (
    <Layout title={title} noIndex>
      <div className="container sg-search-page">
        <h1>{title}</h1>
        <form role="search" onSubmit={onSubmit} className="sg-search-page__form">
          <input type="search" name="q" value={input} onChange={(e) => setInput(e.target.value)} maxLength={MAX_QUERY_LENGTH} placeholder={themeMessage('theme.SearchPage.inputPlaceholder')} aria-label={themeMessage('theme.SearchPage.inputLabel')} />
          <button type="submit">{themeMessage('sitegraph.SearchPage.submitButtonLabel')}</button>
        </form>
        {!config ? <p>{themeMessage('sitegraph.SearchPage.noSearchConfigured')}</p> : null}
        <div aria-live="polite" className="sg-search-page__status">
          {results.status === 'loading' ? themeMessage('theme.SearchPage.fetchingNewResults') : null}
          {results.status === 'error' ? themeMessage('sitegraph.SearchPage.errorText', { message: results.message }) : null}
          {results.status === 'done'
            ? results.nbHits === 0
              ? themeMessage('theme.SearchPage.noResultsText', { query: results.query })
              : themePlural('theme.SearchPage.documentsFound.plurals', results.nbHits, { count: results.nbHits })
            : null}
        </div>
        {results.status === 'done' && results.hits.length > 0 ? (
          <>
            <ol className="sg-search-page__results" start={(results.page - 1) * HITS_PER_PAGE + 1}>
              {results.hits.map((hit) => {
                const levels = LEVELS.filter((l) => hit.hierarchy[l]);
                const last = levels[levels.length - 1];
                const crumbs = levels.slice(0, -1);
                return (
                  <li key={hit.objectID} className="sg-search-page__hit">
                    <h2>
                      <Link to={config ? hitUrl(hit.url, config, origin) : hit.url}>
                        <Marked html={(last && hit._highlightResult?.hierarchy?.[last]?.value) ?? (last ? hit.hierarchy[last]! : hit.url)} />
                      </Link>
                    </h2>
                    {crumbs.length > 0 ? <div className="sg-search-page__crumbs">{crumbs.map((l) => hit.hierarchy[l]).join(' › ')}</div> : null}
                    {hit._snippetResult?.content?.value ? <Marked as="p" html={hit._snippetResult.content.value} /> : null}
                  </li>
                );
              })}
            </ol>
            {results.nbPages > 1 ? (
              <nav aria-label={themeMessage('sitegraph.SearchPage.paginationAriaLabel')} className="pagination-nav sg-search-page__pages">
                {Array.from({ length: results.nbPages }, (_, i) => i + 1).map((n) =>
                  n === results.page ? (
                    <span key={n} aria-current="page">
                      {n}
                    </span>
                  ) : (
                    <Link key={n} to={`${location.pathname}${searchPageSearch(results.query, n)}`} aria-label={themeMessage('sitegraph.SearchPage.pageLinkAriaLabel', { page: n })}>
                      {n}
                    </Link>
                  ),
                )}
              </nav>
            ) : null}
          </>
        ) : null}
      </div>
    </Layout>
  );
}
