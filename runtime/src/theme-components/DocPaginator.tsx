/**
 * `@theme/DocPaginator`: the "Previous" / "Next" links of a doc or generated-index page
 * (`DocItem/Paginator` and the generated index render it as the site swizzles it); nothing when
 * there is neither.
 */
export { Paginator as default, type PaginatorProps as DocPaginatorProps } from '../docs/DocPaginator.js';
