import type { StorageEnvironment } from './storage.js';

/** An in-memory `Storage` for tests; `failures` makes chosen operations throw. */
export class MemoryStorage implements Storage {
  readonly map = new Map<string, string>();
  failures = new Set<'get' | 'set' | 'remove'>();
  get length(): number {
    return this.map.size;
  }
  clear(): void {
    this.map.clear();
  }
  getItem(key: string): string | null {
    if (this.failures.has('get')) throw new Error('read failed');
    return this.map.get(key) ?? null;
  }
  key(index: number): string | null {
    return [...this.map.keys()][index] ?? null;
  }
  removeItem(key: string): void {
    if (this.failures.has('remove')) throw new Error('delete failed');
    this.map.delete(key);
  }
  setItem(key: string, value: string): void {
    if (this.failures.has('set')) throw new Error('write failed');
    this.map.set(key, String(value));
  }
}

/** A storage environment over a MemoryStorage whose `storage` events can be dispatched by hand. */
export function memoryEnvironment(storage: Storage | (() => Storage | undefined) = new MemoryStorage()): StorageEnvironment & {
  listeners: Set<(event: StorageEvent) => void>;
  dispatch(key: string, newValue: string | null): void;
} {
  const listeners = new Set<(event: StorageEvent) => void>();
  return {
    listeners,
    localStorage: typeof storage === 'function' ? storage : () => storage,
    addEventListener: (_type, l) => listeners.add(l),
    removeEventListener: (_type, l) => listeners.delete(l),
    dispatch(key, newValue) {
      for (const l of [...listeners]) l({ key, newValue } as StorageEvent);
    },
  };
}
