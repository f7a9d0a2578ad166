/**
 * `@theme/DocItem/Footer`: tags, "Edit this page" and last update of a doc. It takes them as
 * props (`tags`, `editUrl`, `lastUpdatedAt`, `lastUpdatedBy`) instead of reading `useDoc()`.
 */
export { DocItemFooter as default } from '../../docs/DocFooter.js';
