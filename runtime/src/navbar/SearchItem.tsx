import { useSiteRuntime } from '../client/runtime-context.js';
import { Link } from '../router/Link.js';
import type { NavbarItemProps } from './NavbarItem.js';

/**
 * The `search` navbar item: the site's `SearchBar` component when its registry has one (the
 * search dialog), else a link to the search page (`themeConfig.algolia.searchPagePath`, default `search`).
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
  const algolia = (runtime.shell.themeConfig.algolia ?? {}) as { searchPagePath?: string | false };
  if (algolia.searchPagePath === false || mobile) return null;
  const path = `${runtime.shell.site.baseUrl}${algolia.searchPagePath ?? 'search'}`;
  return (
    <div className={className}>
      <Link to={path} className="navbar__search-link" aria-label="Search">
        Search
      </Link>
    </div>
  );
}
