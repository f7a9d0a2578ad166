import { useEffect, useMemo, useState } from 'react';
import { useThemeConfig } from '../client/runtime-context.js';
import { useStableValue } from '../app/use-stable-value.js';
import { storageSlot } from '../storage/storage.js';
import { resolveAnnouncementBarConfig } from './announcement-bar-config.js';
import { ANNOUNCEMENT_DISMISSED_ATTRIBUTE, ANNOUNCEMENT_DISMISS_KEY, ANNOUNCEMENT_ID_KEY, createAnnouncementBarStore } from './announcement-bar-store.js';
import { themeMessage } from '../i18n/theme-message.js';

/**
 * The announcement bar (SPEC §3, §4): HTML content on the configured colours, a close button
 * when closeable. A dismissal is stored; the bar shows again when its id changes. Before
 * hydration CSS hides a dismissed bar (the head script sets an attribute on `<html>`).
 */
export function AnnouncementBar() {
  const config = useStableValue(resolveAnnouncementBarConfig(useThemeConfig().announcementBar));
  const [dismissed, setDismissed] = useState(false);
  const store = useMemo(
    () =>
      config && typeof window !== 'undefined'
        ? createAnnouncementBarStore(config.id, { dismiss: storageSlot(ANNOUNCEMENT_DISMISS_KEY), id: storageSlot(ANNOUNCEMENT_ID_KEY) })
        : null,
    [config],
  );
  useEffect(() => {
    if (!store) return;
    setDismissed(config!.isCloseable && store.isDismissed());
  }, [store, config]);
  if (!config || dismissed) return null;
  return (
    <div
      className="announcement-bar"
      role="banner"
      data-announcement-id={config.id}
      style={{ backgroundColor: config.backgroundColor, color: config.textColor }}
    >
      <div className="announcement-bar__content" dangerouslySetInnerHTML={{ __html: config.content }} />
      {config.isCloseable ? (
        <button
          type="button"
          className="announcement-bar__close"
          aria-label={themeMessage('theme.AnnouncementBar.closeButtonAriaLabel')}
          onClick={() => {
            store?.dismiss();
            document.documentElement.setAttribute(ANNOUNCEMENT_DISMISSED_ATTRIBUTE, 'true');
            setDismissed(true);
          }}
        >
          ×
        </button>
      ) : null}
    </div>
  );
}
