import { useEffect, useState } from 'react';
import type { SidebarItem } from '../data/site-data.js';
import { isActiveSidebarItem } from '../docs/sidebar-breadcrumbs.js';
import { isInternalUrl } from '../router/internal-url.js';
import { Link } from '../router/Link.js';
import { samePath } from '../router/same-path.js';
import { Collapsible } from './Collapsible.js';
import { themeMessage } from '../i18n/theme-message.js';

type Category = Extract<SidebarItem, { type: 'category' }>;


function SidebarLink({ item, activePath, onNavigate }: { item: Extract<SidebarItem, { type: 'link' }>; activePath: string; onNavigate?: () => void }) {
  const active = samePath(item.href, activePath);
  const external = !isInternalUrl(item.href);
  return (
    <li className={`menu__list-item${item.className ? ` ${item.className}` : ''}`}>
      <Link to={item.href} className={`menu__link${active ? ' menu__link--active' : ''}`} aria-current={active ? 'page' : undefined} onClick={onNavigate}>
        {item.label}
        {external ? <span className="menu__external" aria-label={themeMessage('theme.IconExternalLink.ariaLabel')}>↗</span> : null}
      </Link>
    </li>
  );
}

function SidebarCategory({ item, activePath, level, onNavigate }: { item: Category; activePath: string; level: number; onNavigate?: () => void }) {
  const active = isActiveSidebarItem(item, activePath);
  const [collapsed, setCollapsed] = useState(item.collapsible && item.collapsed && !active);
  useEffect(() => {
    if (active) setCollapsed(false);
  }, [active]);
  const isCurrent = !!item.href && samePath(item.href, activePath);
  const toggle = (): void => {
    if (item.collapsible) setCollapsed((c) => !c);
  };
  return (
    <li className={`menu__list-item${collapsed ? ' menu__list-item--collapsed' : ''}${item.className ? ` ${item.className}` : ''}`}>
      <div className={`menu__list-item-collapsible${isCurrent ? ' menu__list-item-collapsible--active' : ''}`}>
        {item.href ? (
          <Link
            to={item.href}
            className={`menu__link${item.collapsible ? ' menu__link--sublist' : ''}${active ? ' menu__link--active' : ''}`}
            aria-current={isCurrent ? 'page' : undefined}
            onClick={() => {
              if (item.collapsible && !isCurrent && collapsed) setCollapsed(false);
              onNavigate?.();
            }}
          >
            {item.label}
          </Link>
        ) : (
          <button type="button" className={`menu__link menu__link--sublist${item.collapsible ? ' menu__link--sublist-caret' : ''}${active ? ' menu__link--active' : ''}`} aria-expanded={!collapsed} onClick={toggle} disabled={!item.collapsible}>
            {item.label}
          </button>
        )}
        {item.href && item.collapsible ? (
          <button type="button" className="menu__caret" aria-expanded={!collapsed} aria-label={themeMessage('theme.DocSidebarItem.toggleCollapsedCategoryAriaLabel', { label: item.label })} onClick={toggle} />
        ) : null}
      </div>
      <Collapsible collapsed={collapsed} className="menu__list">
        <DocSidebarItems items={item.items} activePath={activePath} level={level + 1} onNavigate={onNavigate} />
      </Collapsible>
    </li>
  );
}

/**
 * Items of a docs sidebar: links (external ones marked), categories (collapsible unless
 * `collapsible: false`, never hideable, expanded when they contain the active page) and HTML items.
 */
export function DocSidebarItems({ items, activePath, level = 1, onNavigate }: { items: readonly SidebarItem[]; activePath: string; level?: number; onNavigate?: () => void }) {
  return (
    <>
      {items.map((item, i) => {
        if (item.type === 'link') return <SidebarLink key={i} item={item} activePath={activePath} onNavigate={onNavigate} />;
        if (item.type === 'category') return <SidebarCategory key={`${i}:${item.label}`} item={item} activePath={activePath} level={level} onNavigate={onNavigate} />;
        return <li key={i} className={`menu__list-item${item.defaultStyle ? ' menu__list-item--html' : ''}${item.className ? ` ${item.className}` : ''}`} dangerouslySetInnerHTML={{ __html: item.value }} />;
      })}
    </>
  );
}

/** The desktop docs sidebar. */
export function DocSidebar({ items, activePath }: { items: readonly SidebarItem[]; activePath: string }) {
  return (
    <nav className="menu doc-sidebar" aria-label={themeMessage('theme.docs.sidebar.navAriaLabel')}>
      <ul className="menu__list">
        <DocSidebarItems items={items} activePath={activePath} />
      </ul>
    </nav>
  );
}
