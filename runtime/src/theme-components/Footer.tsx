/** `@theme/Footer`: the runtime's footer (reads `themeConfig.footer`; takes no props, as Docusaurus's). */
export { Footer as default } from '../footer/Footer.js';
