/** `@theme/TOCItems/Tree`: the nested list of TOC links `@theme/TOCItems` renders as the site swizzles it. */
export { TocTree as default, type TOCItemTreeProps } from '../../toc/TocTree.js';
