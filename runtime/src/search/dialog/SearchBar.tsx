import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSiteRuntime } from '../../client/runtime-context.js';
import { useHydrated } from '../../client/use-hydrated.js';
import { useLocation } from '../../router/Router.js';
import { pageOrigin, siteSearchConfig, type SearchConfig, type SearchShell } from '../config.js';
import { shortcutAction } from './shortcuts.js';
import { whenIdle } from './when-idle.js';
import { importEngine } from '../client/import-engine.js';
import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/button.css';
import './search-theme.css';
import { themeMessage } from '../../i18n/theme-message.js';

type SearchModalComponent = (typeof import('./SearchModal.js'))['default'];

/**
 * A chunk's dynamic import that keeps its module once loaded (`loaded()`, null before), for code
 * that must use it in the task it runs in when it is there: through `import()`, even a loaded
 * module is only handed over in a later task (issue #40).
 */
function keptImport<M>(importChunk: () => Promise<M>): { load: () => Promise<M>; loaded: () => M | null } {
  let module: M | null = null;
  return {
    load: () =>
      importChunk().then((m) => {
        module = m;
        return m;
      }),
    loaded: () => module,
  };
}

/**
 * The dialog's chunk. Its component, once loaded, is rendered as it is, so that a click after the
 * idle preload mounts the dialog in the click's own render. Through `lazy`, the first render of
 * the dialog suspends even when its chunk is there (React cannot read a settled promise
 * synchronously), commits an empty fallback and renders the dialog in a later task (issue #40:
 * one task and one render pass more between the click and the dialog).
 */
const modalChunk = keptImport(() => import('./SearchModal.js'));
const SearchModal = lazy(modalChunk.load);

/**
 * The warm-up's chunk. Once loaded, the pointer's own event calls it: through `import()` it ran
 * after the click's render of the dialog (issue #40: the index's download then started 84–174 ms
 * after the pointer reached the button, when the page was busy right after hydration).
 */
const warmChunk = keptImport(() => import('./warm-search.js'));

/**
 * Loads the dialog's code and, at the same time, starts loading what the first query needs: the
 * engine and the index parts the dialog's query on the page at `pathname` would load (with
 * contextual search, its filters'). None waits for another's chunk: the engine's chunk is
 * requested here too (hosted search: never), not after the warm-up's chunk has run (issue #40:
 * one round of requests fewer before the first hit).
 */
function preload(config: SearchConfig, shell: ReturnType<typeof useSiteRuntime>['shell'], pathname: string): void {
  void modalChunk.load().catch(() => {});
  if (config.hosts.length === 0) void importEngine().catch(() => {});
  const warm = warmChunk.loaded();
  if (warm) {
    try {
      warm.warmSearch(config, shell, pathname);
    } catch {
      // A best-effort warm-up, as below: the query itself reports what fails.
    }
  } else
    void warmChunk
      .load()
      .then((m) => m.warmSearch(config, shell, pathname))
      .catch(() => {});
}

/**
 * Loads the dialog's code, the warm-up's and (local search) the engine's, not the index: their
 * chunks are fetched and evaluated while the page is idle after hydration, so that the pointer
 * reaching the button starts the index's download at once and the dialog renders without
 * waiting for its code (issue #40: about 42 KB brotli of scripts, 20–60 ms of requests and their
 * evaluation taken off a first search). The index itself still loads only on first use.
 */
function preloadCode(config: SearchConfig): void {
  void modalChunk.load().catch(() => {});
  void warmChunk.load().catch(() => {});
  if (config.hosts.length === 0) void importEngine().catch(() => {});
}

/**
 * The navbar search button and the DocSearch dialog. Only the button and the keyboard shortcuts
 * are in the page's initial JS; the dialog (`@docsearch/react`), its CSS, the engine and the index
 * load on first use: hover, focus or touch of the button, a click, Ctrl/Cmd+K or '/'; the code
 * (not the index) already when the page is idle after hydration ({@link preloadCode}).
 * Renders nothing when the site has no `themeConfig.algolia`.
 */
export function SearchBar() {
  const runtime = useSiteRuntime();
  const { shell } = runtime;
  const config = useMemo(() => siteSearchConfig(shell as SearchShell, pageOrigin()), [shell]);
  const [open, setOpen] = useState(false);
  // The dialog's component, chosen when it opens and kept while it is open (another type would remount it, losing its query).
  const [Dialog, setDialog] = useState<SearchModalComponent | typeof SearchModal>(() => SearchModal);
  const button = useRef<HTMLButtonElement>(null);
  const hydrated = useHydrated();
  const apple = hydrated && /(Mac|iPhone|iPod|iPad)/i.test(navigator.platform);

  const { pathname } = useLocation();
  const onOpen = useCallback(() => {
    if (config) preload(config, shell, pathname);
    if (!open) setDialog(() => modalChunk.loaded()?.default ?? SearchModal);
    setOpen(true);
  }, [config, shell, pathname, open]);
  const onClose = useCallback(() => {
    setOpen(false);
    button.current?.focus();
  }, []);

  useEffect(() => {
    if (!config) return;
    const onKey = (event: KeyboardEvent) => {
      const action = shortcutAction(event, open, document.activeElement);
      if (!action) return;
      event.preventDefault();
      if (action === 'close' || (action === 'toggle' && open)) onClose();
      else onOpen();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [config, open, onOpen, onClose]);

  useEffect(() => (config ? whenIdle(() => preloadCode(config)) : undefined), [config]);

  useEffect(() => {
    if (open) document.body.classList.add('DocSearch--active');
    return () => document.body.classList.remove('DocSearch--active');
  }, [open]);

  if (!config) return null;
  const warm = () => preload(config, shell, pathname);
  return (
    <>
      <button
        ref={button}
        type="button"
        className="DocSearch DocSearch-Button"
        aria-keyshortcuts={apple ? 'Meta+K' : 'Control+K'}
        onClick={onOpen}
        onMouseEnter={warm}
        onFocus={warm}
        onTouchStart={warm}
      >
        <span className="DocSearch-Button-Container">
          <svg width="20" height="20" className="DocSearch-Search-Icon" viewBox="0 0 20 20" aria-hidden="true">
            <path d="M14.386 14.386l4.0877 4.0877-4.0877-4.0877c-2.9418 2.9419-7.7115 2.9419-10.6533 0-2.9419-2.9418-2.9419-7.7115 0-10.6533 2.9418-2.9419 7.7115-2.9419 10.6533 0 2.9419 2.9418 2.9419 7.7115 0 10.6533z" stroke="currentColor" fill="none" fillRule="evenodd" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          <span className="DocSearch-Button-Placeholder">{themeMessage('theme.SearchBar.label')}</span>
        </span>
        <span className="DocSearch-Button-Keys" aria-hidden="true">
          <kbd className="DocSearch-Button-Key">{apple ? '⌘' : 'Ctrl'}</kbd>
          <kbd className="DocSearch-Button-Key">K</kbd>
        </span>
      </button>
      {open ? (
        // The dialog portals itself into document.body (see SearchModal: react-dom stays out of the page's server render).
        <Suspense fallback={null}>
          <Dialog config={config} indices={shell.search} onClose={onClose} />
        </Suspense>
      ) : null}
    </>
  );
}
