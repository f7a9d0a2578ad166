import { useEffect, useState } from 'react';
import { useSiteRuntime, useThemeConfig } from '../client/runtime-context.js';
import { ColorModeToggle as ThemeColorModeToggle } from '../color-mode/ColorModeToggle.js';
import { useThemeComponent } from '../swizzle/use-theme-component.js';
import { BlogSidebarItems } from '../blog/BlogSidebar.js';
import { useLeafDocsSidebar } from '../docs/DocRootLayout.js';
import { useLeafBlogSidebar } from '../blog/BlogSidebar.js';
import { useWindowSize } from '../layout/use-window-size.js';
import { useRouteState } from '../router/route-state.js';
import { DocSidebarItems as ThemeDocSidebarItems } from '../sidebar/DocSidebarItems.js';
import { NavbarItem, type NavbarItemConfig } from './NavbarItem.js';
import ThemeNavbarLogo from '../theme-components/Navbar/Logo.js';
import { useHideOnScroll } from './use-hide-on-scroll.js';
import { themeMessage } from '../i18n/theme-message.js';

interface NavbarConfig {
  items?: NavbarItemConfig[];
  hideOnScroll?: boolean;
  style?: 'dark' | 'primary';
}

function split(items: readonly NavbarItemConfig[]): [NavbarItemConfig[], NavbarItemConfig[]] {
  const left: NavbarItemConfig[] = [];
  const right: NavbarItemConfig[] = [];
  for (const item of items) (item.position === 'right' ? right : left).push(item);
  return [left, right];
}

/** The mobile menu: primary (navbar items) and secondary (the page's docs or blog sidebar). */
function MobileSidebar({ items, close }: { items: NavbarItemConfig[]; close: () => void }) {
  const docsSidebar = useLeafDocsSidebar();
  const blogSidebar = useLeafBlogSidebar();
  const { location } = useRouteState();
  const hasSecondary = !!docsSidebar || !!blogSidebar;
  const [showSecondary, setShowSecondary] = useState(hasSecondary);
  const Logo = useThemeComponent('Navbar/Logo', ThemeNavbarLogo);
  const ColorModeToggle = useThemeComponent('ColorModeToggle', ThemeColorModeToggle);
  const DocSidebarItems = useThemeComponent('DocSidebarItems', ThemeDocSidebarItems);
  return (
    <div className="navbar-sidebar" role="dialog" aria-label={themeMessage('sitegraph.navbar.mobileSidebar.ariaLabel')}>
      <div className="navbar-sidebar__brand">
        <Logo />
        <ColorModeToggle />
        <button type="button" className="navbar-sidebar__close" aria-label={themeMessage('theme.docs.sidebar.closeSidebarButtonAriaLabel')} onClick={close}>
          ×
        </button>
      </div>
      <div className={`navbar-sidebar__items${showSecondary ? ' navbar-sidebar__items--show-secondary' : ''}`}>
        {showSecondary ? (
          <div className="navbar-sidebar__item menu navbar-sidebar__secondary">
            <button type="button" className="navbar-sidebar__back" onClick={() => setShowSecondary(false)}>
              {themeMessage('theme.navbar.mobileSidebarSecondaryMenu.backButtonLabel')}
            </button>
            <ul className="menu__list" onClick={(e) => (e.target as HTMLElement).closest('a') && close()}>
              {docsSidebar ? <DocSidebarItems items={docsSidebar.items} activePath={location.pathname} level={1} /> : null}
              {blogSidebar ? <BlogSidebarItems sidebar={blogSidebar} mobile /> : null}
            </ul>
          </div>
        ) : (
          <div className="navbar-sidebar__item menu navbar-sidebar__primary">
            <ul className="menu__list" onClick={(e) => (e.target as HTMLElement).closest('a[href]:not([href="#"])') && close()}>
              {items.map((item, i) => (
                <NavbarItem key={i} item={item} mobile />
              ))}
            </ul>
            {hasSecondary ? (
              <button type="button" className="navbar-sidebar__back navbar-sidebar__forward" onClick={() => setShowSecondary(true)}>
                {themeMessage('sitegraph.navbar.mobileSidebarPrimaryMenu.forwardButtonLabel')}
              </button>
            ) : null}
          </div>
        )}
      </div>
    </div>
  );
}

/**
 * The top navbar (SPEC §1, §2): brand, left and right items, colour mode toggle; on mobile a
 * toggle opening the navigation sidebar, which closes on navigation and again at desktop width.
 * With `navbar.hideOnScroll` it hides while scrolling down.
 */
export function Navbar() {
  const runtime = useSiteRuntime();
  const config = (useThemeConfig().navbar ?? {}) as NavbarConfig;
  const items = config.items ?? [];
  const [left, right] = split(items);
  const hasSearch = items.some((i) => i.type === 'search');
  const size = useWindowSize();
  const [open, setOpen] = useState(false);
  const { location } = useRouteState();
  const hidden = useHideOnScroll(config.hideOnScroll === true);
  const Logo = useThemeComponent('Navbar/Logo', ThemeNavbarLogo);
  const ColorModeToggle = useThemeComponent('ColorModeToggle', ThemeColorModeToggle);

  useEffect(() => {
    if (size === 'desktop') setOpen(false);
  }, [size]);
  useEffect(() => {
    setOpen(false);
  }, [location.pathname]);
  useEffect(() => {
    document.body.style.overflow = open ? 'hidden' : '';
  }, [open]);

  // Docusaurus adds the search bar on the right when the site has search and no `search` item.
  const hasSearchBar = Boolean(runtime.site.components?.SearchBar) || Boolean(runtime.shell.themeConfig.algolia);
  const searchBar = !hasSearch && hasSearchBar ? <NavbarItem item={{ type: 'search', position: 'right' }} /> : null;
  return (
    <nav
      aria-label={themeMessage('theme.NavBar.navAriaLabel')}
      className={`navbar navbar--fixed-top${config.style ? ` navbar--${config.style}` : ''}${hidden ? ' navbar--hidden' : ''}${open ? ' navbar-sidebar--show' : ''}`}
    >
      <div className="navbar__inner">
        <div className="navbar__items">
          <button type="button" className="navbar__toggle" aria-label={themeMessage('theme.docs.sidebar.toggleSidebarButtonAriaLabel')} aria-expanded={open} onClick={() => setOpen(true)}>
            <svg width="30" height="30" viewBox="0 0 30 30" aria-hidden="true">
              <path stroke="currentColor" strokeLinecap="round" strokeMiterlimit="10" strokeWidth="2" d="M4 7h22M4 15h22M4 23h22" />
            </svg>
          </button>
          <Logo />
          {left.map((item, i) => (
            <NavbarItem key={i} item={item} />
          ))}
        </div>
        <div className="navbar__items navbar__items--right">
          {right.map((item, i) => (
            <NavbarItem key={i} item={item} />
          ))}
          <ColorModeToggle className="navbar__color-mode" />
          {searchBar}
        </div>
      </div>
      {open && size === 'mobile' ? (
        <>
          <div role="presentation" className="navbar-sidebar__backdrop" onClick={() => setOpen(false)} />
          <MobileSidebar items={items} close={() => setOpen(false)} />
        </>
      ) : null}
    </nav>
  );
}
