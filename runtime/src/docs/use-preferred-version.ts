import { useCallback, useEffect, useMemo, useState } from 'react';
import { useShell } from '../client/runtime-context.js';
import { storageSlot } from '../storage/storage.js';
import { createPreferredVersionStore, type VersionPersistence } from './preferred-version-store.js';

let memoryStore: ReturnType<typeof createPreferredVersionStore> | undefined;

function store(persistence: VersionPersistence) {
  if (persistence === 'none') return (memoryStore ??= createPreferredVersionStore('none', storageSlot));
  return createPreferredVersionStore('localStorage', storageSlot);
}

/**
 * The preferred version of the docs plugin `pluginId` (SPEC §3: stored per plugin id by name, in
 * localStorage unless `themeConfig.docs.versionPersistence` is `none`). Null until hydrated and
 * when nothing valid is stored; `save` stores a choice and tells every other user of the hook.
 */
export function usePreferredVersion(pluginId: string): { preferred: string | null; save(name: string): void } {
  const shell = useShell();
  const docsOptions = (shell.themeConfig.docs ?? {}) as { versionPersistence?: string };
  const persistence: VersionPersistence = docsOptions.versionPersistence === 'none' ? 'none' : 'localStorage';
  const names = useMemo(() => shell.docs.find((p) => p.pluginId === pluginId)?.versions.map((v) => v.name) ?? [], [shell, pluginId]);
  const [preferred, setPreferred] = useState<string | null>(null);
  useEffect(() => {
    const read = (): void => setPreferred(store(persistence).get(pluginId, names));
    read();
    const onChange = (e: Event): void => {
      if ((e as CustomEvent<string>).detail === pluginId) read();
    };
    window.addEventListener('sitegraph:preferred-version', onChange);
    return () => window.removeEventListener('sitegraph:preferred-version', onChange);
  }, [pluginId, names, persistence]);
  const save = useCallback(
    (name: string) => {
      store(persistence).set(pluginId, name);
      setPreferred(name);
      window.dispatchEvent(new CustomEvent('sitegraph:preferred-version', { detail: pluginId }));
    },
    [pluginId, persistence],
  );
  return { preferred, save };
}
