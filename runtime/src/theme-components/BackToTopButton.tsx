import { BackToTopButton as ThemeBackToTopButton } from '../layout/BackToTopButton.js';

/** `@theme/BackToTopButton`: the button that scrolls back to the top (the layout renders it as the site swizzles it). */
export default function BackToTopButton() {
  return <ThemeBackToTopButton />;
}
