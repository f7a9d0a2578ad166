/** Class on `<html>` while the visitor navigates with the keyboard (SPEC §4). */
export const KEYBOARD_NAVIGATION_CLASS = 'navigation-with-keyboard';

/** The part of `document` the keyboard-mode tracker needs. */
export interface KeyboardNavigationTarget {
  documentElement: { classList: Pick<DOMTokenList, 'add' | 'remove' | 'contains'> };
  addEventListener(type: 'keydown' | 'mousedown', listener: (event: { key?: string }) => void): void;
  removeEventListener(type: 'keydown' | 'mousedown', listener: (event: { key?: string }) => void): void;
}

/**
 * Keyboard-navigation mode: on when Tab is pressed, off on mouse press. Calls `onChange` with
 * the new state and toggles {@link KEYBOARD_NAVIGATION_CLASS}. Returns the uninstall function.
 */
export function trackKeyboardNavigation(doc: KeyboardNavigationTarget, onChange: (on: boolean) => void = () => {}): () => void {
  const set = (on: boolean): void => {
    const was = doc.documentElement.classList.contains(KEYBOARD_NAVIGATION_CLASS);
    if (was === on) return;
    if (on) doc.documentElement.classList.add(KEYBOARD_NAVIGATION_CLASS);
    else doc.documentElement.classList.remove(KEYBOARD_NAVIGATION_CLASS);
    onChange(on);
  };
  const onKey = (event: { key?: string }): void => {
    if (event.key === 'Tab') set(true);
  };
  const onMouse = (): void => set(false);
  doc.addEventListener('keydown', onKey);
  doc.addEventListener('mousedown', onMouse);
  return () => {
    doc.removeEventListener('keydown', onKey);
    doc.removeEventListener('mousedown', onMouse);
  };
}
