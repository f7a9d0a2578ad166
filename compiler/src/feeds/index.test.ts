import { describe, expect, it } from 'vitest';
import * as feeds from './index.js';

describe('feeds public API', () => {
  it('exports exactly these names', () => {
    expect(Object.keys(feeds).sort()).toEqual(['absolutizeHtmlUrls', 'buildBlogFeed', 'feedFileName', 'injectStylesheet', 'renderFeedFiles', 'renderSiteFeeds', 'xsltFiles']);
  });
});
