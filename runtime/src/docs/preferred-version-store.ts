import type { StorageSlot } from '../storage/storage.js';

/** Storage key of the preferred version of the docs plugin `pluginId` (SPEC §3). */
export function preferredVersionKey(pluginId: string): string {
  return `docs-preferred-version-${pluginId}`;
}

/** `themeConfig.docs.versionPersistence`: `localStorage` (default) or `none`. */
export type VersionPersistence = 'localStorage' | 'none';

/** Preferred docs version per plugin id, stored by version name. */
export interface PreferredVersionStore {
  /** The stored name when it is one of `versionNames`; a stale name is deleted and null returned. */
  get(pluginId: string, versionNames: readonly string[]): string | null;
  set(pluginId: string, versionName: string): void;
}

/**
 * Creates the store. With `persistence: 'none'` choices live in memory for the page's lifetime
 * only; with `localStorage` they go to the slot `slotFor(pluginId)`.
 */
export function createPreferredVersionStore(
  persistence: VersionPersistence,
  slotFor: (key: string) => StorageSlot,
): PreferredVersionStore {
  const memory = new Map<string, string>();
  const read = (pluginId: string): string | null =>
    persistence === 'none' ? (memory.get(pluginId) ?? null) : slotFor(preferredVersionKey(pluginId)).get();
  const clear = (pluginId: string): void => {
    if (persistence === 'none') memory.delete(pluginId);
    else slotFor(preferredVersionKey(pluginId)).del();
  };
  return {
    get(pluginId, versionNames) {
      const name = read(pluginId);
      if (name === null) return null;
      if (!versionNames.includes(name)) {
        clear(pluginId);
        return null;
      }
      return name;
    },
    set(pluginId, versionName) {
      if (persistence === 'none') memory.set(pluginId, versionName);
      else slotFor(preferredVersionKey(pluginId)).set(versionName);
    },
  };
}
