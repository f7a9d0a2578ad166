import { useSyncExternalStore } from 'react';
import { useSiteRuntime } from '../client/runtime-context.js';
import type { DataFile, ManifestRoute } from '../data/site-data.js';

/** Error thrown when a route renders before its data was loaded (a bug in preloading). */
export class RouteDataMissingError extends Error {
  constructor(route: ManifestRoute, id: string) {
    super(`The data file ${id} of the route ${route.path} was not loaded before rendering.`);
    this.name = 'RouteDataMissingError';
  }
}

/** Error thrown when a route's data file holds another kind of data than the route renders. */
export class WrongDataViewError extends Error {
  constructor(route: ManifestRoute, id: string, actual: unknown, expected: string) {
    const found = typeof actual === 'string' && actual ? `"${actual}" data` : 'data of no known kind (it has no "view" field)';
    super(`The data file ${id} of the route ${route.path} holds ${found}, but the route needs "${expected}" data.`);
    this.name = 'WrongDataViewError';
  }
}

/**
 * The data file `id` as far as it is loaded: the full file, else the part inlined in the page
 * (re-rendering when the full file arrives); undefined when neither exists.
 */
export function useLoadedDataFile(id: string | undefined): DataFile | undefined {
  const runtime = useSiteRuntime();
  const read = () => (id ? (runtime.data.peek(id) ?? runtime.data.peekPartial(id)) : undefined);
  return useSyncExternalStore(runtime.data.subscribe, read, read);
}

/** The data file `id`, which must be loaded (routes are preloaded before they render). */
export function useDataFile<T extends DataFile>(route: ManifestRoute, id: string | undefined, view: T['view']): T | null {
  const file = useLoadedDataFile(id);
  if (!id) return null;
  if (!file) throw new RouteDataMissingError(route, id);
  if (file.view !== view) throw new WrongDataViewError(route, id, file.view, view);
  return file as T;
}

/** The route's own data file, which must exist and be of kind `view`. */
export function useRouteData<T extends DataFile>(route: ManifestRoute, view: T['view']): T {
  const data = useDataFile<T>(route, route.data, view);
  if (!data) throw new Error(`The route ${route.path} has no data file.`);
  return data;
}
