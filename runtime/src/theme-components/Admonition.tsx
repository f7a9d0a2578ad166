/** `@theme/Admonition`: `type` (note, tip, info, warning, danger, caution), `title`, `className`, children. */
export { Admonition as default } from '../content/components/Admonition.js';
