import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { themeMessage } from '../../i18n/theme-message.js';

/**
 * The 'Unable to fetch results' screen (SPEC §8) over DocSearch's dropdown while the latest
 * search failed (see docSearchClient: DocSearch's own error screen does not stay up), with the
 * container marked `DocSearch-Container--Errored` as DocSearch marks it.
 */
export function ErrorScreen({ failed }: { failed: boolean }) {
  const [dropdown, setDropdown] = useState<Element | null>(null);
  useEffect(() => {
    setDropdown(document.querySelector('.DocSearch-Dropdown'));
    document.querySelector('.DocSearch-Container')?.classList.toggle('DocSearch-Container--Errored', failed);
  }, [failed]);
  if (!failed || !dropdown) return null;
  return createPortal(
    <div className="DocSearch-ErrorScreen sg-search-unreachable" role="alert">
      <p className="DocSearch-Title">{themeMessage('theme.SearchModal.errorScreen.titleText')}</p>
      <p className="DocSearch-Help">{themeMessage('theme.SearchModal.errorScreen.helpText')}</p>
    </div>,
    dropdown,
  );
}
