import { describe, expect, it } from 'vitest';
import * as api from './index.js';

describe('public API', () => {
  it('exports exactly the Node entry points', () => {
    expect(Object.keys(api).sort()).toEqual(['buildSite', 'planSiteData', 'serveSite', 'startDevServer']);
  });
});
