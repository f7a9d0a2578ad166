import { SearchPage } from '../theme.js';

/** The search page (`/search?q=`, SPEC §2): the runtime's search page over the site's index. */
export default SearchPage;
