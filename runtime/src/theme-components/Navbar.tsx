/** `@theme/Navbar`: the runtime's navbar (reads `themeConfig.navbar`; takes no props, as Docusaurus's). */
export { Navbar as default } from '../navbar/Navbar.js';
