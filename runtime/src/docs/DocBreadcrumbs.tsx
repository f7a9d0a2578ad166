import { useShell } from '../client/runtime-context.js';
import type { DocsSidebarData } from '../data/site-data.js';
import { Link } from '../router/Link.js';
import { sidebarBreadcrumbs } from './sidebar-breadcrumbs.js';
import { useDocsVersion } from './DocsVersionRoot.js';
import { themeMessage } from '../i18n/theme-message.js';

/**
 * Breadcrumbs of a doc from its sidebar: a home link to the version's main doc, the categories
 * down to the page (linked when they have a page), then the page itself (when the docs plugin
 * enables breadcrumbs).
 */
export function DocBreadcrumbs({ sidebar, pathname }: { sidebar: DocsSidebarData | null; pathname: string }) {
  const shell = useShell();
  const version = useDocsVersion();
  const plugin = shell.docs.find((p) => p.pluginId === sidebar?.pluginId);
  if (!sidebar || !plugin?.breadcrumbs) return null;
  const crumbs = sidebarBreadcrumbs(sidebar.items, pathname);
  if (!crumbs) return null;
  const home = plugin.versions.find((v) => v.name === (version?.name ?? sidebar.version))?.mainDocPath;
  return (
    <nav className="breadcrumbs" aria-label={themeMessage('theme.docs.breadcrumbs.navAriaLabel')}>
      <ul>
        {home ? (
          <li className="breadcrumbs__item">
            <Link to={home} className="breadcrumbs__link" aria-label={themeMessage('theme.docs.breadcrumbs.home')}>
              {themeMessage('sitegraph.docs.breadcrumbs.homeText')}
            </Link>
          </li>
        ) : null}
        {crumbs.map((item, i) => {
          const last = i === crumbs.length - 1;
          const label = item.type === 'html' ? '' : item.label;
          const href = item.type === 'link' ? item.href : item.type === 'category' ? item.href : undefined;
          return (
            <li key={i} className={`breadcrumbs__item${last ? ' breadcrumbs__item--active' : ''}`} aria-current={last ? 'page' : undefined}>
              {href && !last ? (
                <Link to={href} className="breadcrumbs__link">
                  {label}
                </Link>
              ) : (
                <span className="breadcrumbs__link">{label}</span>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
