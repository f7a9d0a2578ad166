/** `@theme/Heading`: `<Heading as="h2" id="x">` with its anchor link. */
export { Heading as default } from '../content/components/Heading.js';
