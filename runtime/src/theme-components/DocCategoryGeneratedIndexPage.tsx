/** `@theme/DocCategoryGeneratedIndexPage`: a generated-index category page from its `categoryGeneratedIndex` (rendered as the site swizzles it). */
export { DocCategoryGeneratedIndexPage as default, type DocCategoryGeneratedIndexPageProps, type CategoryGeneratedIndex } from '../docs/DocGeneratedIndexPage.js';
