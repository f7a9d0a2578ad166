import { describe, expect, it, vi } from 'vitest';
import { MemoryStorage, memoryEnvironment } from './fake-storage.test-support.js';
import { ServerStorageError, createSlotFactory, storageSlot } from './storage.js';

const logger = () => ({ warn: vi.fn(), error: vi.fn() });

describe('storage slots', () => {
  it('reads, writes and deletes a key', () => {
    const storage = new MemoryStorage();
    const slot = createSlotFactory(memoryEnvironment(storage), logger()).slot('theme');
    expect(slot.get()).toBeNull();
    slot.set('dark');
    expect(storage.map.get('theme')).toBe('dark');
    expect(slot.get()).toBe('dark');
    slot.del();
    expect(slot.get()).toBeNull();
  });

  it('throws during server rendering', () => {
    const slot = createSlotFactory(undefined).slot('theme');
    expect(() => slot.get()).toThrow(ServerStorageError);
    expect(() => slot.set('x')).toThrow(/server rendering/);
    expect(() => slot.listen(() => {})).toThrow(ServerStorageError);
    // In Node (no window) the default slot is a server slot.
    expect(() => storageSlot('theme').get()).toThrow(ServerStorageError);
  });

  it('warns once and becomes a no-op when localStorage is unavailable', () => {
    const log = logger();
    const factory = createSlotFactory(
      memoryEnvironment(() => {
        throw new Error('SecurityError');
      }),
      log,
    );
    const a = factory.slot('a');
    const b = factory.slot('b');
    expect(a.get()).toBeNull();
    a.set('1');
    b.del();
    expect(b.listen(() => {})).toBeTypeOf('function');
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.error).not.toHaveBeenCalled();
    expect(factory.available()).toBe(false);
  });

  it('treats a storage that throws on first use as unavailable', () => {
    const storage = new MemoryStorage();
    storage.failures.add('set');
    const log = logger();
    const slot = createSlotFactory(memoryEnvironment(storage), log).slot('k');
    slot.set('v');
    expect(slot.get()).toBeNull();
    expect(log.warn).toHaveBeenCalledTimes(1);
  });

  it('only logs read, write and delete failures', () => {
    const storage = new MemoryStorage();
    const log = logger();
    const slot = createSlotFactory(memoryEnvironment(storage), log).slot('k');
    slot.set('v'); // probe succeeds, storage is available
    storage.failures = new Set(['get', 'set', 'remove']);
    expect(slot.get()).toBeNull();
    expect(() => slot.set('w')).not.toThrow();
    expect(() => slot.del()).not.toThrow();
    expect(log.error).toHaveBeenCalledTimes(3);
    expect(log.warn).not.toHaveBeenCalled();
  });

  it('only logs listen failures', () => {
    const env = memoryEnvironment();
    env.addEventListener = () => {
      throw new Error('no events');
    };
    const log = logger();
    const unsubscribe = createSlotFactory(env, log).slot('k').listen(() => {});
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(() => unsubscribe()).not.toThrow();
  });

  it('notifies listeners of changes to their key only, until unsubscribed', () => {
    const env = memoryEnvironment();
    const slot = createSlotFactory(env, logger()).slot('theme');
    const seen: (string | null)[] = [];
    const off = slot.listen((v) => seen.push(v));
    env.dispatch('other', 'x');
    env.dispatch('theme', 'dark');
    off();
    env.dispatch('theme', 'light');
    expect(seen).toEqual(['dark']);
    expect(env.listeners.size).toBe(0);
  });
});
