import { expect, it } from 'vitest';
import * as api from './index.js';

it('pins the public API of tags', () => {
  expect(Object.keys(api).sort()).toEqual([
    'addLeadingSlash',
    'addTrailingSlash',
    'capitalize',
    'groupTaggedItems',
    'kebabCase',
    'loadTagsFile',
    'normalizeFrontMatterTags',
    'normalizeTag',
    'normalizeTagsFileData',
    'normalizeUrl',
    'splitWords',
    'tagVisibility',
  ]);
});
