import { describe, expect, it, vi } from 'vitest';
import { MemoryStorage, memoryEnvironment } from '../storage/fake-storage.test-support.js';
import { createSlotFactory } from '../storage/storage.js';
import { createPreferredVersionStore } from './preferred-version-store.js';

function setup(persistence: 'localStorage' | 'none') {
  const storage = new MemoryStorage();
  const f = createSlotFactory(memoryEnvironment(storage), { warn: vi.fn(), error: vi.fn() });
  return { storage, store: createPreferredVersionStore(persistence, (k) => f.slot(k)) };
}

describe('preferred docs version', () => {
  it('is stored per docs plugin id by name', () => {
    const { storage, store } = setup('localStorage');
    store.set('default', '4.0');
    store.set('community', 'current');
    expect(storage.map.get('docs-preferred-version-default')).toBe('4.0');
    expect(store.get('default', ['current', '4.0', '3.2'])).toBe('4.0');
    expect(store.get('community', ['current'])).toBe('current');
  });

  it('drops a name that is no longer a version', () => {
    const { storage, store } = setup('localStorage');
    storage.map.set('docs-preferred-version-default', '1.0');
    expect(store.get('default', ['current', '2.0'])).toBeNull();
    expect(storage.map.has('docs-preferred-version-default')).toBe(false);
  });

  it('keeps choices in memory only when persistence is none', () => {
    const { storage, store } = setup('none');
    store.set('default', '2.0');
    expect(store.get('default', ['2.0'])).toBe('2.0');
    expect(storage.map.size).toBe(0);
  });
});
