import { describe, expect, it, vi } from 'vitest';
import { MemoryStorage, memoryEnvironment } from '../storage/fake-storage.test-support.js';
import { createSlotFactory } from '../storage/storage.js';
import { resolveAnnouncementBarConfig } from './announcement-bar-config.js';
import {
  ANNOUNCEMENT_DISMISS_KEY,
  ANNOUNCEMENT_ID_KEY,
  announcementBarScript,
  createAnnouncementBarStore,
} from './announcement-bar-store.js';

function setup(storage = new MemoryStorage()) {
  const f = createSlotFactory(memoryEnvironment(storage), { warn: vi.fn(), error: vi.fn() });
  const slots = { dismiss: f.slot(ANNOUNCEMENT_DISMISS_KEY), id: f.slot(ANNOUNCEMENT_ID_KEY) };
  return { storage, store: (id: string) => createAnnouncementBarStore(id, slots) };
}

describe('announcement bar store', () => {
  it('is shown until dismissed, and the dismissal is stored', () => {
    const { storage, store } = setup();
    const bar = store('v1');
    expect(bar.isDismissed()).toBe(false);
    bar.dismiss();
    expect(bar.isDismissed()).toBe(true);
    expect(storage.map.get(ANNOUNCEMENT_DISMISS_KEY)).toBe('true');
    expect(store('v1').isDismissed()).toBe(true);
  });

  it('is shown again when the id changes', () => {
    const { store } = setup();
    store('v1').dismiss();
    expect(store('v2').isDismissed()).toBe(false);
    // and the old bar's dismissal is gone for good
    expect(store('v1').isDismissed()).toBe(false);
  });

  it('the head script marks a dismissed bar before hydration', () => {
    const { storage, store } = setup();
    const run = (id: string) => {
      const attrs = new Map<string, string>();
      const document = { documentElement: { setAttribute: (k: string, v: string) => attrs.set(k, v) } };
      new Function('document', 'localStorage', announcementBarScript(id))(document, storage);
      return attrs.get('data-announcement-bar-initially-dismissed');
    };
    expect(run('v1')).toBe('false');
    store('v1').dismiss();
    expect(run('v1')).toBe('true');
    expect(run('v2')).toBe('false');
  });
});

describe('resolveAnnouncementBarConfig', () => {
  it('applies defaults and ignores a bar without content', () => {
    expect(resolveAnnouncementBarConfig({ content: 'Hi' })).toEqual({
      id: 'announcement-bar',
      content: 'Hi',
      backgroundColor: '#fff',
      textColor: '#000',
      isCloseable: true,
    });
    expect(resolveAnnouncementBarConfig({ id: 'x' })).toBeNull();
    expect(resolveAnnouncementBarConfig(undefined)).toBeNull();
  });
});
