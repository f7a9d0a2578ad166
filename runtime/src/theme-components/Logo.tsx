/** `@theme/Logo`: the navbar brand (logo and title from `themeConfig.navbar`). */
export { NavbarLogo as default } from '../navbar/NavbarLogo.js';
