import { describe, expect, it } from 'vitest';
import * as blog from './index.js';

describe('blog public API', () => {
  it('exports exactly these names', () => {
    expect(Object.keys(blog).sort()).toEqual([
      'BLOG_COMPONENTS',
      'BLOG_FRONT_MATTER_KEYS',
      'DEFAULT_TRUNCATE_MARKER',
      'blogOptionsData',
      'buildBlogRoutes',
      'buildBlogSidebar',
      'buildBlogTags',
      'compileBlogInstance',
      'computeReadingTime',
      'groupSidebarByYear',
      'hasTruncateMarker',
      'jsonSafe',
      'loadAuthorsMap',
      'loadBlogPost',
      'navLink',
      'normalizeContentPath',
      'paginatePosts',
      'parseBlogFileName',
      'postData',
      'postsOfAuthor',
      'resolveBlogOptions',
      'tagsListItems',
      'truncateAtMarker',
      'truncateMarkerToString',
      'validateBlogFrontMatter',
      'withoutUndefined',
    ]);
  });
});
