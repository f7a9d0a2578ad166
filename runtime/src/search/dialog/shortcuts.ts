/** True when the focused element takes text (input, textarea, select, contenteditable): '/' must type there. */
export function isEditing(el: Element | null): boolean {
  if (!el) return false;
  const tag = el.tagName;
  return tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT' || (el as HTMLElement).isContentEditable;
}

/**
 * What a key press does to the search dialog (DocSearch's keyboard rules): Ctrl/Cmd+K toggles
 * it, Escape closes an open dialog, '/' opens a closed one when no text field has focus
 * (not the browser's find-in-page shortcut, which is prevented only then). Null: not ours.
 */
export function shortcutAction(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>, open: boolean, active: Element | null): 'toggle' | 'open' | 'close' | null {
  if (event.key === 'Escape' && open) return 'close';
  if (event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey) return 'toggle';
  if (event.key === '/' && !open && !event.ctrlKey && !event.metaKey && !event.altKey && !isEditing(active)) return 'open';
  return null;
}
