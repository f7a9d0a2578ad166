import { describe, expect, it } from 'vitest';
import { KEYBOARD_NAVIGATION_CLASS, trackKeyboardNavigation, type KeyboardNavigationTarget } from './keyboard-navigation.js';

function fakeDocument() {
  const classes = new Set<string>();
  const listeners = new Map<string, Set<(e: { key?: string }) => void>>();
  const doc: KeyboardNavigationTarget & { fire(type: string, e?: { key?: string }): void; classes: Set<string> } = {
    classes,
    documentElement: {
      classList: {
        add: (c: string) => void classes.add(c),
        remove: (c: string) => void classes.delete(c),
        contains: (c: string) => classes.has(c),
      } as never,
    },
    addEventListener: (t, l) => {
      if (!listeners.has(t)) listeners.set(t, new Set());
      listeners.get(t)!.add(l);
    },
    removeEventListener: (t, l) => listeners.get(t)?.delete(l),
    fire: (t, e = {}) => listeners.get(t)?.forEach((l) => l(e)),
  };
  return doc;
}

describe('keyboard navigation mode', () => {
  it('turns on with Tab and off with a mouse press', () => {
    const doc = fakeDocument();
    const changes: boolean[] = [];
    const off = trackKeyboardNavigation(doc, (on) => changes.push(on));
    doc.fire('keydown', { key: 'a' });
    expect(doc.classes.has(KEYBOARD_NAVIGATION_CLASS)).toBe(false);
    doc.fire('keydown', { key: 'Tab' });
    doc.fire('keydown', { key: 'Tab' });
    expect(doc.classes.has(KEYBOARD_NAVIGATION_CLASS)).toBe(true);
    doc.fire('mousedown');
    expect(doc.classes.has(KEYBOARD_NAVIGATION_CLASS)).toBe(false);
    expect(changes).toEqual([true, false]);
    off();
    doc.fire('keydown', { key: 'Tab' });
    expect(doc.classes.has(KEYBOARD_NAVIGATION_CLASS)).toBe(false);
  });
});
