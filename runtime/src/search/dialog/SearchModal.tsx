import { DocSearchModal } from '@docsearch/react';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useSiteRuntime } from '../../client/runtime-context.js';
import { Link } from '../../router/Link.js';
import { useLocation, useNavigate } from '../../router/Router.js';
import type { SearchConfig, SearchIndexFile } from '../config.js';
import { dialogSearchParameters } from '../contextual-filters.js';
import { docSearchClient } from '../client/docsearch-client.js';
import { siteTransport } from '../client/site-transport.js';
import { hitUrl } from '../hit-url.js';
import { searchPageUrl } from '../search-page-url.js';
import { importEngine } from '../client/import-engine.js';
import { ErrorScreen } from './ErrorScreen.js';
import { useDialogSemantics } from './use-dialog-semantics.js';
import { themeMessage } from '../../i18n/theme-message.js';
import { docSearchTranslations } from './docsearch-translations.js';
import '@docsearch/css/dist/modal.css';

interface SearchModalProps {
  config: SearchConfig;
  indices: SearchIndexFile[];
  onClose: () => void;
}

/**
 * The DocSearch v3 dialog (lazy chunk) over our transport: hits link through our `Link` (SPA
 * navigation), Enter navigates in the app, Ctrl/Cmd+Enter opens a new tab and Shift+Enter a new
 * window; hit URLs pass {@link hitUrl}; 'See all results' opens the search page; contextual
 * search adds the language and docs-version facet filters. Rendered into `document.body` through
 * a portal of its own, so that `react-dom` is imported by this lazy chunk only: the server's
 * render of a page (prerender, dev) never loads the client renderer (about 1 MB of code to
 * compile at each start).
 *
 * Every prop DocSearch memoizes its autocomplete instance on (`searchParameters`,
 * `transformSearchClient`, `transformItems`, `navigator`) keeps its identity while its content
 * is unchanged, and `hitComponent` is one component type: DocSearch builds a new instance, with
 * an empty state, whenever one of them changes, so a re-render of this component (a navigation
 * ending while the dialog is open, the error screen toggling) used to drop the typed query's
 * hits, make Enter do nothing and remount a hit mid-transition (its `transitionend` never came,
 * so a favorite was never saved).
 */
export default function SearchModal({ config, indices, onClose }: SearchModalProps) {
  const { shell } = useSiteRuntime();
  const navigate = useNavigate();
  const location = useLocation();
  const transport = siteTransport(config, indices, importEngine);
  useDialogSemantics();
  const [failed, setFailed] = useState(false);
  const searchClient = useMemo(() => docSearchClient(transport, (error) => setFailed(error !== null)), [transport]);
  const contextual = dialogSearchParameters(config, shell, location.pathname);
  const contextualKey = JSON.stringify(contextual);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the same parameters, by content, keep one object
  const searchParameters = useMemo(() => contextual, [contextualKey]);
  const pagePath = config.searchPagePath;
  const origin = window.location.origin;
  const transformSearchClient = useCallback(() => searchClient as never, [searchClient]);
  const transformItems = useCallback((items: Array<{ url: string }>) => items.map((item) => ({ ...item, url: hitUrl(item.url, config, origin) })), [config, origin]);
  const navigator = useMemo(() => {
    const open = (url: string, features: string) => window.open(url, '_blank', features);
    return {
      navigate: ({ itemUrl }: { itemUrl: string }) => (/^https?:\/\//.test(itemUrl) ? window.location.assign(itemUrl) : navigate(itemUrl)),
      navigateNewTab: ({ itemUrl }: { itemUrl: string }) => open(itemUrl, 'noopener'),
      navigateNewWindow: ({ itemUrl }: { itemUrl: string }) => open(itemUrl, 'noopener,popup'),
    };
  }, [navigate]);
  const baseUrl = shell.site.baseUrl;
  // The locale does not change while the dialog is open (a build renders one locale).
  const translations = useMemo(docSearchTranslations, []);
  const resultsFooterComponent = useMemo(
    () =>
      pagePath
        ? ({ state }: { state: { query: string; context: Record<string, unknown> } }) => (
            <Link to={searchPageUrl(state.query, baseUrl, pagePath)} onClick={onClose}>
              {themeMessage('theme.SearchBar.seeAll', { count: state.context.nbHits as number })}
            </Link>
          )
        : undefined,
    [pagePath, baseUrl, onClose],
  );
  return createPortal(
    <>
    <ErrorScreen failed={failed} />
    <DocSearchModal
      appId={config.appId ?? 'sitegraph'}
      apiKey={config.apiKey ?? 'local'}
      indexName={config.indexName}
      placeholder={themeMessage('theme.SearchModal.placeholder')}
      translations={translations}
      searchParameters={searchParameters}
      onClose={onClose}
      initialScrollY={window.scrollY}
      insights={false}
      transformSearchClient={transformSearchClient}
      transformItems={transformItems as never}
      navigator={navigator}
      hitComponent={HitLink}
      getMissingResultsUrl={config.missingResultsUrl ? ({ query }) => config.missingResultsUrl!.replace('{query}', encodeURIComponent(query)) : undefined}
      resultsFooterComponent={resultsFooterComponent as never}
    />
    </>,
    document.body,
  );
}

/** A hit's link: SPA navigation through our `Link`, one component type for every render. */
function HitLink({ hit, children }: { hit: { url: string }; children: ReactNode }) {
  return (
    <Link to={hit.url} prefetch={false}>
      {children}
    </Link>
  );
}
