/**
 * A small wrapper over `window.localStorage` with the failure rules of SPEC §8:
 * - used during server rendering (no `window`) → throws;
 * - storage unavailable (absent, or access throws, e.g. privacy mode) → one warning, then every
 *   call is a no-op (`get` returns null);
 * - a read, write, delete or listen failure is only logged (`console.error`), never thrown.
 */

/** The parts of `window` the storage wrapper uses (injectable for tests). */
export interface StorageEnvironment {
  /** Returns the Storage object; may throw (blocked storage) or return undefined. */
  localStorage(): Storage | undefined;
  addEventListener(type: 'storage', listener: (event: StorageEvent) => void): void;
  removeEventListener(type: 'storage', listener: (event: StorageEvent) => void): void;
}

/** The console methods used for reporting (injectable for tests). */
export interface StorageLogger {
  warn(...args: unknown[]): void;
  error(...args: unknown[]): void;
}

/** One key of the storage: read, write, delete, and listen to changes made in other tabs. */
export interface StorageSlot {
  readonly key: string;
  /** The stored value, or null when absent, unavailable or unreadable. */
  get(): string | null;
  set(value: string): void;
  del(): void;
  /** Calls `onChange(newValue)` when another document changes this key; returns the unsubscribe. */
  listen(onChange: (newValue: string | null) => void): () => void;
}

/** Error thrown when storage is used while rendering on the server. */
export class ServerStorageError extends Error {
  constructor(key: string) {
    super(`Storage key "${key}" was used during server rendering; read storage only in effects or event handlers.`);
    this.name = 'ServerStorageError';
  }
}

/** Creates slots over one environment; the "unavailable" warning is printed once per storage. */
export interface SlotFactory {
  slot(key: string): StorageSlot;
  /** Whether storage can be used (false after the warning). */
  available(): boolean;
}

function browserEnvironment(): StorageEnvironment | undefined {
  if (typeof window === 'undefined') return undefined;
  return {
    localStorage: () => window.localStorage,
    addEventListener: (type, listener) => window.addEventListener(type, listener),
    removeEventListener: (type, listener) => window.removeEventListener(type, listener),
  };
}

/**
 * Creates the storage wrapper.
 * @param env the environment; `undefined` means server rendering (every slot call throws)
 * @param logger where warnings and errors go (default `console`)
 */
export function createSlotFactory(env: StorageEnvironment | undefined, logger: StorageLogger = console): SlotFactory {
  let state: 'unknown' | 'ok' | 'unavailable' = 'unknown';

  const storage = (): Storage | undefined => {
    if (state === 'unavailable') return undefined;
    try {
      const s = env!.localStorage();
      if (!s) throw new Error('window.localStorage is not defined');
      if (state === 'unknown') {
        // A probe: some browsers expose a storage object that throws on use.
        const probe = '__sitegraph_storage_probe__';
        s.setItem(probe, probe);
        s.removeItem(probe);
        state = 'ok';
      }
      return s;
    } catch (error) {
      state = 'unavailable';
      logger.warn('localStorage is not available; stored preferences (colour mode, dismissed announcements, preferred docs version) will not persist.', error);
      return undefined;
    }
  };

  const guard = (key: string): void => {
    if (!env) throw new ServerStorageError(key);
  };

  return {
    available: () => env !== undefined && storage() !== undefined,
    slot(key: string): StorageSlot {
      return {
        key,
        get() {
          guard(key);
          const s = storage();
          if (!s) return null;
          try {
            return s.getItem(key);
          } catch (error) {
            logger.error(`Could not read storage key "${key}".`, error);
            return null;
          }
        },
        set(value: string) {
          guard(key);
          const s = storage();
          if (!s) return;
          try {
            s.setItem(key, value);
          } catch (error) {
            logger.error(`Could not write storage key "${key}".`, error);
          }
        },
        del() {
          guard(key);
          const s = storage();
          if (!s) return;
          try {
            s.removeItem(key);
          } catch (error) {
            logger.error(`Could not delete storage key "${key}".`, error);
          }
        },
        listen(onChange) {
          guard(key);
          if (!storage()) return () => {};
          const listener = (event: StorageEvent): void => {
            if (event.key === key) onChange(event.newValue);
          };
          try {
            env!.addEventListener('storage', listener);
          } catch (error) {
            logger.error(`Could not listen to storage key "${key}".`, error);
            return () => {};
          }
          return () => {
            try {
              env!.removeEventListener('storage', listener);
            } catch (error) {
              logger.error(`Could not stop listening to storage key "${key}".`, error);
            }
          };
        },
      };
    },
  };
}

let defaultFactory: SlotFactory | undefined;

/**
 * A slot of the browser's localStorage (SPEC §8 rules above). Throws `ServerStorageError`
 * when any method is called during server rendering.
 */
export function storageSlot(key: string): StorageSlot {
  if (typeof window === 'undefined') return createSlotFactory(undefined).slot(key);
  defaultFactory ??= createSlotFactory(browserEnvironment());
  return defaultFactory.slot(key);
}
