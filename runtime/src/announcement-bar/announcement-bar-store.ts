import type { StorageSlot } from '../storage/storage.js';

/** Storage key holding "true" once the bar was closed. */
export const ANNOUNCEMENT_DISMISS_KEY = 'sitegraph.announcement.dismiss';
/** Storage key holding the id of the bar the dismissal applies to. */
export const ANNOUNCEMENT_ID_KEY = 'sitegraph.announcement.id';
/** Attribute set on `<html>` before first paint when the bar starts dismissed. */
export const ANNOUNCEMENT_DISMISSED_ATTRIBUTE = 'data-announcement-bar-initially-dismissed';

/** Dismissal state of the announcement bar (SPEC §4: dismissal stored; shown again when the id changes). */
export interface AnnouncementBarStore {
  isDismissed(): boolean;
  dismiss(): void;
}

/**
 * Creates the store for the bar `id`. Reading it first reconciles storage: when the stored id
 * differs from `id`, the old dismissal is dropped and the new id stored.
 */
export function createAnnouncementBarStore(id: string, slots: { dismiss: StorageSlot; id: StorageSlot }): AnnouncementBarStore {
  const reconcile = (): void => {
    if (slots.id.get() !== id) {
      slots.id.set(id);
      slots.dismiss.del();
    }
  };
  return {
    isDismissed() {
      reconcile();
      return slots.dismiss.get() === 'true';
    },
    dismiss() {
      reconcile();
      slots.dismiss.set('true');
    },
  };
}

/**
 * The inline `<head>` script that sets {@link ANNOUNCEMENT_DISMISSED_ATTRIBUTE} on `<html>`
 * when the bar with `id` was dismissed, so CSS hides it before hydration (no flash).
 */
export function announcementBarScript(id: string): string {
  return `(function(){try{var s=localStorage;var d=s.getItem(${JSON.stringify(ANNOUNCEMENT_ID_KEY)})===${JSON.stringify(id)}&&s.getItem(${JSON.stringify(ANNOUNCEMENT_DISMISS_KEY)})==="true";document.documentElement.setAttribute(${JSON.stringify(ANNOUNCEMENT_DISMISSED_ATTRIBUTE)},String(d))}catch(e){}})();`;
}
