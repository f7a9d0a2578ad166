import { describe, expect, it } from 'vitest';
import * as api from './index.js';

describe('links public API', () => {
  it('exports exactly these values', () => {
    expect(Object.keys(api).sort()).toEqual([
      'LinkChecker',
      'checkLinks',
      'checkRenderedLinks',
      'collectedLink',
      'hasProtocol',
      'isInternalUrl',
      'normalizeSitePath',
      'parseLocalUrlPath',
      'resolveMarkdownLinkPathname',
      'resolveUrlPath',
      'serializeUrlPath',
      'severityLevel',
      'sourceToPermalinkMap',
    ]);
  });
});
