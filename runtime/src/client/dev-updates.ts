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
 * routes on a path to a renamed id are copied, the others shared (an edit touches one route of
 * hundreds).
 */
export function renameDataIds(routes: readonly ManifestRoute[], renamed: Readonly<Record<string, string>>): ManifestRoute[] {
  const has = (id: string | undefined): id is string => id !== undefined && Object.prototype.hasOwnProperty.call(renamed, id);
  const next = routes.map((r) => {
    const children = r.routes ? renameDataIds(r.routes, renamed) : undefined;
    const childrenChanged = !!children && children.some((c, i) => c !== r.routes![i]);
    if (!has(r.data) && !has(r.sidebar) && !childrenChanged) return r;
    const out: ManifestRoute = { ...r };
    if (has(r.data)) out.data = renamed[r.data];
    if (has(r.sidebar)) out.sidebar = renamed[r.sidebar];
    if (childrenChanged) out.routes = children;
    return out;
  });
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
