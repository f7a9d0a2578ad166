/** `@docusaurus/Head`: children go into the page's `<head>` (prerendered, then managed on the client). */
export { Head as default } from '../head/Head.js';
