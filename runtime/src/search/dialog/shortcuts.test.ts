import { describe, expect, it } from 'vitest';
import { shortcutAction } from './shortcuts.js';

const key = (k: string, mods: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey', boolean>> = {}) => ({ key: k, ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, ...mods });
const input = { tagName: 'INPUT' } as Element;
const div = { tagName: 'DIV', isContentEditable: false } as unknown as Element;
const editable = { tagName: 'DIV', isContentEditable: true } as unknown as Element;

describe('shortcutAction', () => {
  it('toggles on Ctrl+K and Cmd+K, wherever the focus is', () => {
    expect(shortcutAction(key('k', { ctrlKey: true }), false, input)).toBe('toggle');
    expect(shortcutAction(key('K', { metaKey: true }), true, null)).toBe('toggle');
    expect(shortcutAction(key('k'), false, null)).toBeNull();
  });
  it("opens on '/' only when no text field has focus and the dialog is closed", () => {
    expect(shortcutAction(key('/'), false, div)).toBe('open');
    expect(shortcutAction(key('/'), false, input)).toBeNull();
    expect(shortcutAction(key('/'), false, editable)).toBeNull();
    expect(shortcutAction(key('/'), true, div)).toBeNull();
  });
  it('closes on Escape only when open', () => {
    expect(shortcutAction(key('Escape'), true, null)).toBe('close');
    expect(shortcutAction(key('Escape'), false, null)).toBeNull();
  });
});
