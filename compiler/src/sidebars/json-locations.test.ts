import { describe, expect, it } from 'vitest';
import { locateJsonPath } from './json-locations.js';

const text = `{
  "docs": [
    "intro",
    {
      "type": "category",
      "label": "A \\"quoted\\" label",
      "items": [{"type": "doc"}]
    }
  ],
  "other": {"Label": ["x"]}
}`;

describe('locateJsonPath', () => {
  it('finds the line where a value starts', () => {
    expect(locateJsonPath(text, [])).toBe(1);
    expect(locateJsonPath(text, ['docs'])).toBe(2);
    expect(locateJsonPath(text, ['docs', 0])).toBe(3);
    expect(locateJsonPath(text, ['docs', 1])).toBe(4);
    expect(locateJsonPath(text, ['docs', 1, 'label'])).toBe(6);
    expect(locateJsonPath(text, ['docs', 1, 'items', 0])).toBe(7);
    expect(locateJsonPath(text, ['other', 'Label', 0])).toBe(10);
  });

  it('falls back to the deepest existing value for a missing key, and gives up on invalid JSON', () => {
    expect(locateJsonPath(text, ['docs', 1, 'items', 0, 'id'])).toBe(7);
    expect(locateJsonPath(text, ['docs', 1, 'collapsed'])).toBe(4);
    expect(locateJsonPath('{"a": [1,}', ['a'])).toBeUndefined();
    expect(locateJsonPath('module.exports = {}', [])).toBeUndefined();
  });
});
