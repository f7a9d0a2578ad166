/** `@theme/EditThisPage`: the "Edit this page" link to `editUrl`. */
export { EditThisPage as default } from '../docs/DocFooter.js';
