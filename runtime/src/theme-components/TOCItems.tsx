/** `@theme/TOCItems`: the nested list of a table of contents (the desktop TOC, the collapsible one and TOCInline render it as the site swizzles it). */
export { TOCItems as default, type TOCItemsProps } from '../toc/TOCItems.js';
