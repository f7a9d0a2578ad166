import { describe, expect, it } from 'vitest';
import { checkTabValues, chooseTab, initialTab } from './tab-values.js';

const tabs = [
  { value: 'npm', label: 'npm' },
  { value: 'yarn', label: 'Yarn' },
];

describe('tab values', () => {
  it('rejects duplicate values and an unknown defaultValue, naming them', () => {
    expect(() => checkTabValues([...tabs, { value: 'npm', label: 'again' }], undefined)).toThrow(/"npm" is used by more than one TabItem/);
    expect(() => checkTabValues(tabs, 'pnpm')).toThrow(/defaultValue "pnpm" is none of the TabItem values \("npm", "yarn"\)/);
    expect(() => checkTabValues(tabs, 'yarn')).not.toThrow();
  });

  it('starts on defaultValue, else the marked default, else the first', () => {
    expect(initialTab(tabs, 'yarn', 'npm')).toBe('yarn');
    expect(initialTab(tabs, undefined, 'yarn')).toBe('yarn');
    expect(initialTab(tabs, undefined, undefined)).toBe('npm');
  });

  it('prefers the URL, then storage, then the fallback, ignoring unknown values', () => {
    expect(chooseTab(tabs, 'yarn', 'npm', undefined)).toBe('yarn');
    expect(chooseTab(tabs, 'pnpm', 'yarn', undefined)).toBe('yarn');
    expect(chooseTab(tabs, null, 'bun', 'npm')).toBe('npm');
    expect(chooseTab(tabs, null, null, undefined)).toBeUndefined();
  });
});
