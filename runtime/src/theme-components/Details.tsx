/** `@theme/Details`: a collapsible `<details>` with `summary`. */
export { Details as default } from '../content/components/Details.js';
