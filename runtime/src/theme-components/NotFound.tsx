/** `@theme/NotFound`: the whole not-found page (head, then `@theme/NotFound/Content`). */
export { NotFoundPage as default } from '../pages/NotFoundPage.js';
