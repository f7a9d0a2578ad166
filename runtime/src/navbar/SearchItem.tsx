import { useSiteRuntime } from '../client/runtime-context.js';
import { Link } from '../router/Link.js';
import { SearchBar as DocSearchBar } from '../search/dialog/SearchBar.js';
import type { NavbarItemProps } from './NavbarItem.js';
import { themeMessage } from '../i18n/theme-message.js';

/**
 * The `search` navbar item: the site's `SearchBar` component when its registry has one, else
 * the DocSearch dialog's button when the site has `themeConfig.algolia`, else a link to the `search`
 * page.
 */
export function SearchItem({ item, mobile }: NavbarItemProps) {
  const runtime = useSiteRuntime();
  const SearchBar = runtime.site.components?.SearchBar;
  const className = `navbar__search${typeof item.className === 'string' ? ` ${item.className}` : ''}`;
  if (SearchBar) {
    return (
      <div className={className}>
        <SearchBar />
      </div>
    );
  }
  if (runtime.shell.themeConfig.algolia) {
    // The bar's button stays visible at every width; a second one in the mobile menu would
    // register the shortcuts twice.
    if (mobile) return null;
    return (
      <div className={className}>
        <DocSearchBar />
      </div>
    );
  }
  if (mobile) return null;
  const path = `${runtime.shell.site.baseUrl}search`;
  return (
    <div className={className}>
      <Link to={path} className="navbar__search-link" aria-label={themeMessage('theme.SearchBar.label')}>
        {themeMessage('theme.SearchBar.label')}
      </Link>
    </div>
  );
}
