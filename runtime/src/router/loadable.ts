/** Delay before the loading spinner appears (SPEC §4, §9). */
export const LOADING_DELAY_MS = 200;

/** States of a lazily loaded page or component (SPEC §4). */
export type LoadState<T> =
  | { status: 'loading'; pastDelay: boolean }
  | { status: 'timedOut' }
  | { status: 'error'; error: Error }
  | { status: 'loaded'; value: T };

/** Error for a loaded module that has no default export (SPEC §5). */
export class MissingDefaultExportError extends Error {
  constructor(name: string) {
    super(`The module ${name} has no default export: a lazily loaded page must export its component as default.`);
    this.name = 'MissingDefaultExportError';
  }
}

/** The default export of a loaded module; throws {@link MissingDefaultExportError} without one. */
export function defaultExport<T>(module: unknown, name: string): T {
  const m = module as { default?: T } | null;
  if (!m || typeof m !== 'object' || !('default' in m) || m.default === undefined || m.default === null) throw new MissingDefaultExportError(name);
  return m.default;
}
