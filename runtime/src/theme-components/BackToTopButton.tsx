/** `@theme/BackToTopButton`: the button that scrolls back to the top (no props; the layout renders it as the site swizzles it). */
export { BackToTopButton as default } from '../layout/BackToTopButton.js';
