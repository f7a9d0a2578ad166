import { describe, expect, it } from 'vitest';
import * as api from './index.js';

describe('sidebars public API', () => {
  it('exports exactly these names', () => {
    expect(Object.keys(api).sort()).toEqual([
      'DEFAULT_SIDEBARS',
      'checkSidebarDocIds',
      'collectReferencedDocIds',
      'compileVersionSidebars',
      'computeCategoryGeneratedIndices',
      'computeDocNavigation',
      'createSidebarsIndex',
      'docNavLink',
      'findCategoryLinkProblems',
      'findSidebarsProblems',
      'flattenSidebarItems',
      'formatItemPath',
      'generateSidebarItems',
      'isCategoriesShorthand',
      'joinUrlPath',
      'navigationItemDocId',
      'normalizeItem',
      'normalizeSidebars',
      'parseCategoryFile',
      'postProcessSidebars',
      'processSidebars',
      'readCategoriesMetadata',
      'sidebarsProblemsToDiagnostics',
      'toPropSidebars',
      'validateCategoryMetadata',
    ]);
  });
});
