/**
 * `@theme/DocItem`: a whole doc page. It is the theme's view of a `doc` route and takes that
 * route (`{route}`, from the route manifest), not Docusaurus's `content` module.
 */
export { DocItemPage as default } from '../docs/DocItemPage.js';
