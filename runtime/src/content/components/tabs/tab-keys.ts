/**
 * The tab a key press moves to in a horizontal tab list (WAI-ARIA Authoring Practices, "Tabs"):
 * ArrowRight/ArrowLeft move to the next/previous tab, wrapping at the ends; Home/End move to the
 * first/last. Returns the index to focus, or null for any other key (the event is left alone).
 *
 * @param key `KeyboardEvent.key`
 * @param current index of the focused tab, 0-based
 * @param count number of tabs (≥ 1)
 */
export function tabIndexAfterKey(key: string, current: number, count: number): number | null {
  if (count <= 0) return null;
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
