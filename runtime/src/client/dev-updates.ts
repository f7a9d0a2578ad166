import type { DataFile, ManifestRoute, ShellData } from '../data/site-data.js';
import { carryRouteIndex } from '../router/route-match.js';
import type { SiteRuntime } from './runtime-context.js';

/** The update the dev server pushes after a recompile. */
export interface DevUpdate {
  /** New shell (theme config or docs versions may have changed). */
  shellChanged: boolean;
  /** New manifest id. */
  manifest: string;
  /** Ids of data files that no longer exist or changed (dropped from the cache). */
  removed: string[];
  /**
   * Body-only edits: old → new ids of the data files that changed. The client patches the
   * manifest it holds with them instead of fetching the new one (same routes, other ids).
   */
  renamed?: Record<string, string>;
  /** New data files by id, pushed so that showing them needs no fetch (left out when large). */
  files?: Record<string, DataFile>;
  /** The new prebuilt search indices, when an edit changed them (their file names are content hashes). */
  search?: ShellData['search'];
  /** Epoch milliseconds of the first file event of the change and of the send (debug timing). */
  timing?: { changed: number; sent: number };
}

/** What the `sitegraph:data-updated` window event carries (a `CustomEvent`'s `detail`). */
export interface DataUpdatedDetail {
  /** Old → new data file ids, when the routes are unchanged (see {@link DevUpdate.renamed}). */
  renamed?: Record<string, string>;
  /** Set by the router when it re-rendered the page synchronously, inside the dispatch. */
  rendered?: boolean;
}

/** The `localStorage` key that turns on the timing log of dev updates (`'1'`). */
export const DEV_DEBUG_KEY = 'sitegraph:debug';

/**
 * `routes` with every `data` and `sidebar` id in `renamed` replaced. The input is not changed:
 * routes on a path to a renamed id are copied, the others shared, and a list with no renamed
 * id is returned as it is (an edit touches one route of hundreds, or of 50,000).
 */
export function renameDataIds(routes: readonly ManifestRoute[], renamed: Readonly<Record<string, string>>): ManifestRoute[] {
  return renameIn(routes, new Map(Object.entries(renamed)));
}

function renameIn(routes: readonly ManifestRoute[], ids: ReadonlyMap<string, string>): ManifestRoute[] {
  let changed = false;
  const next = routes.map((r) => {
    const data = r.data === undefined ? undefined : ids.get(r.data);
    const sidebar = r.sidebar === undefined ? undefined : ids.get(r.sidebar);
    const children = r.routes ? renameIn(r.routes, ids) : undefined;
    if (data === undefined && sidebar === undefined && children === r.routes) return r;
    changed = true;
    const out: ManifestRoute = { ...r };
    if (data !== undefined) out.data = data;
    if (sidebar !== undefined) out.sidebar = sidebar;
    if (children !== r.routes) out.routes = children;
    return out;
  });
  // Shared whole when unchanged: no caller mutates a manifest.
  if (!changed) return routes as ManifestRoute[];
  carryRouteIndex(routes, next);
  return next;
}

function debugEnabled(): boolean {
  try {
    return window.localStorage.getItem(DEV_DEBUG_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * Applies dev server updates without a full reload: stores the pushed data files, switches to
 * the new manifest (patched in place when only ids changed, so nothing is fetched) and
 * re-renders the displayed route. A shell change (theme config) reloads the page. With
 * `localStorage['sitegraph:debug'] = '1'` each update logs its timing on the console.
 */
export function connectDevUpdates(runtime: SiteRuntime, hot: { on(event: string, cb: (data: DevUpdate) => void): void }): void {
  hot.on('sitegraph:update', (update) => {
    const received = performance.timeOrigin + performance.now();
    if (update.shellChanged) {
      window.location.reload();
      return;
    }
    // Read when the search dialog or page next opens; their transports are keyed by these URLs.
    if (update.search) runtime.shell.search = update.search;
    for (const [id, file] of Object.entries(update.files ?? {})) runtime.data.put(id, file);
    const manifest = runtime.data.peekManifest();
    if (update.renamed && manifest) runtime.data.put(update.manifest, { view: 'manifest', routes: renameDataIds(manifest, update.renamed) });
    runtime.data.invalidate(update.removed, update.manifest);
    const applied = performance.timeOrigin + performance.now();
    const detail: DataUpdatedDetail = { renamed: update.renamed };
    window.dispatchEvent(new CustomEvent<DataUpdatedDetail>('sitegraph:data-updated', { detail }));
    if (!debugEnabled()) return;
    const done = performance.timeOrigin + performance.now();
    const ms = (a: number, b: number): string => `${(b - a).toFixed(1)} ms`;
    const t = update.timing;
    const pushed = Object.keys(update.files ?? {}).length;
    console.debug(
      `sitegraph: update: ${t ? `file event → sent ${ms(t.changed, t.sent)}, sent → received ${ms(t.sent, received)}, ` : ''}` +
        `apply ${ms(received, applied)} (${pushed} file(s) pushed, manifest ${update.renamed && manifest ? 'patched' : 'to fetch'}), ` +
        (detail.rendered ? `render ${ms(applied, done)}` : 'render after fetching') +
        (t ? `; file event → rendered ${ms(t.changed, done)}` : ''),
    );
  });
}
