import { useThemeConfig } from '../client/runtime-context.js';
import { useLoadedDataFile } from '../router/use-route-data.js';
import type { BlogSidebarData } from '../data/site-data.js';
import { Link } from '../router/Link.js';
import { useRouteState } from '../router/route-state.js';
import { yearOf } from '../theme/format-date.js';
import { themeMessage } from '../i18n/theme-message.js';

/** `themeConfig.blog.sidebar.groupByYear` (default true). */
function useGroupByYear(): boolean {
  const blog = (useThemeConfig().blog ?? {}) as { sidebar?: { groupByYear?: boolean } };
  return blog.sidebar?.groupByYear !== false;
}

/** The blog sidebar file of the displayed leaf route, if any. */
export function useLeafBlogSidebar(): BlogSidebarData | null {
  const { chain } = useRouteState();
  const file = useLoadedDataFile(chain[chain.length - 1]?.sidebar);
  return file && file.view === 'blog-sidebar' ? file : null;
}

/** Recent posts, grouped by year unless `blog.sidebar.groupByYear` is false (SPEC §1). */
export function BlogSidebarItems({ sidebar, mobile }: { sidebar: Pick<BlogSidebarData, 'items'>; mobile?: boolean }) {
  const groupByYear = useGroupByYear();
  const { location } = useRouteState();
  // The mobile and desktop sidebars can both be in the document: their year labels need distinct ids.
  const idPrefix = mobile ? 'blog-sidebar-mobile-year' : 'blog-sidebar-year';
  const groups: [string | null, BlogSidebarData['items']][] = [];
  for (const item of sidebar.items) {
    const year = groupByYear ? yearOf(item.date) : null;
    const last = groups[groups.length - 1];
    if (last && last[0] === year) last[1].push(item);
    else groups.push([year, [item]]);
  }
  const link = (item: BlogSidebarData['items'][number]) => {
    const active = item.permalink.replace(/\/$/, '') === location.pathname.replace(/\/$/, '');
    return (
      <li key={item.permalink} className={mobile ? 'menu__list-item' : 'blog-sidebar__item'}>
        <Link to={item.permalink} className={`${mobile ? 'menu__link' : 'blog-sidebar__link'}${active ? ' blog-sidebar__link--active menu__link--active' : ''}`} aria-current={active ? 'page' : undefined}>
          {item.title}
        </Link>
      </li>
    );
  };
  return (
    <>
      {groups.map(([year, items], i) => (
        <div key={year ?? i} className="blog-sidebar__group">
          {/* A label of its list, not a heading: the sidebar comes before the page's h1. */}
          {year ? (
            <div className="blog-sidebar__year" id={`${idPrefix}-${year}`}>
              {year}
            </div>
          ) : null}
          <ul className={mobile ? 'menu__list' : 'blog-sidebar__list'} aria-labelledby={year ? `${idPrefix}-${year}` : undefined}>
            {items.map(link)}
          </ul>
        </div>
      ))}
    </>
  );
}

/** Props of the blog sidebar (`@theme/BlogSidebar`'s, as Docusaurus's): `{ title, items: { title, permalink, unlisted, date }[] }`, or none. */
export interface BlogSidebarProps {
  sidebar?: Pick<BlogSidebarData, 'title' | 'items'> | null;
}

/** The desktop blog sidebar; nothing without a sidebar. */
export function BlogSidebar({ sidebar }: BlogSidebarProps) {
  if (!sidebar) return null;
  return (
    <aside className="blog-sidebar">
      <nav aria-label={themeMessage('theme.blog.sidebar.navAriaLabel')}>
        <div className="blog-sidebar__title">{sidebar.title}</div>
        <BlogSidebarItems sidebar={sidebar} />
      </nav>
    </aside>
  );
}
