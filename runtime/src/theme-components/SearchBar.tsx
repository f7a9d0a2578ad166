/** `@theme/SearchBar`: the search button opening the search dialog (needs `themeConfig.algolia`). */
export { SearchBar as default } from '../search/dialog/SearchBar.js';
