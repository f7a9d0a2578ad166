/** `@theme/NotFound/Content`: the not-found message; `className` is added to its `<main>`. */
export { NotFoundContent as default } from '../../pages/NotFoundPage.js';
