import { useEffect } from 'react';

/**
 * Gives DocSearch's modal dialog semantics. DocSearch 3 renders its backdrop as
 * `role="button" tabindex="0"` wrapping the whole dialog (axe: nested-interactive,
 * label-content-name-mismatch); the backdrop loses those attributes (it still closes the dialog
 * on mouse down) and the modal box becomes `role="dialog" aria-modal="true"` named 'Search'.
 * React leaves them alone afterwards: DocSearch sets them from constant props.
 */
export function useDialogSemantics(): void {
  useEffect(() => {
    const container = document.querySelector('.DocSearch-Container');
    for (const attr of ['role', 'tabindex', 'aria-expanded', 'aria-haspopup', 'aria-labelledby']) container?.removeAttribute(attr);
    const modal = document.querySelector('.DocSearch-Modal');
    modal?.setAttribute('role', 'dialog');
    modal?.setAttribute('aria-modal', 'true');
    modal?.setAttribute('aria-label', 'Search');
  }, []);
}
