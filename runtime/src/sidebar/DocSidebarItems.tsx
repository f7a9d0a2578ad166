import { useEffect, useState } from 'react';
import type { SidebarItem } from '../data/site-data.js';
import { isActiveSidebarItem } from '../docs/sidebar-breadcrumbs.js';
import { isInternalUrl } from '../router/internal-url.js';
import { Link } from '../router/Link.js';
import { samePath } from '../router/same-path.js';
import { useThemeComponent } from '../swizzle/use-theme-component.js';
import { Collapsible } from './Collapsible.js';
import { themeMessage } from '../i18n/theme-message.js';

type LinkItem = Extract<SidebarItem, { type: 'link' }>;
type CategoryItem = Extract<SidebarItem, { type: 'category' }>;
type HtmlItem = Extract<SidebarItem, { type: 'html' }>;

/**
 * Props of `@theme/DocSidebarItems`, as Docusaurus's: the `items` of one list, the current
 * `activePath`, the list's `level` (1 for the sidebar's top level) and `onItemClick`, called with
 * the item whose link was clicked.
 */
export interface DocSidebarItemsProps {
  items: readonly SidebarItem[];
  activePath: string;
  level?: number;
  onItemClick?: (item: SidebarItem) => void;
}

/**
 * Props of `@theme/DocSidebarItem` and its `/Link`, `/Category` and `/Html` parts, as Docusaurus's:
 * one `item`, its `index` in its list and the list's `level`, the current `activePath`, `onItemClick`.
 */
export interface DocSidebarItemProps<Item extends SidebarItem = SidebarItem> {
  item: Item;
  activePath: string;
  level: number;
  index: number;
  onItemClick?: (item: SidebarItem) => void;
}

/** `@theme/DocSidebarItem/Link`: a link item, marked active on its page and ↗ when external. */
export function DocSidebarItemLink({ item, activePath, onItemClick }: DocSidebarItemProps<LinkItem>) {
  const active = samePath(item.href, activePath);
  const external = !isInternalUrl(item.href);
  return (
    <li className={`menu__list-item${item.className ? ` ${item.className}` : ''}`}>
      <Link to={item.href} className={`menu__link${active ? ' menu__link--active' : ''}`} aria-current={active ? 'page' : undefined} onClick={onItemClick ? () => onItemClick(item) : undefined}>
        {item.label}
        {external ? <span className="menu__external" aria-label={themeMessage('theme.IconExternalLink.ariaLabel')}>↗</span> : null}
      </Link>
    </li>
  );
}

/**
 * `@theme/DocSidebarItem/Category`: a category, collapsible unless `collapsible: false`, expanded
 * when it holds the active page; its items render through `@theme/DocSidebarItems` one level down.
 */
export function DocSidebarItemCategory({ item, activePath, level, onItemClick }: DocSidebarItemProps<CategoryItem>) {
  const Items = useThemeComponent('DocSidebarItems', DocSidebarItems);
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
              onItemClick?.(item);
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
        <Items items={item.items} activePath={activePath} level={level + 1} onItemClick={onItemClick} />
      </Collapsible>
    </li>
  );
}

/** `@theme/DocSidebarItem/Html`: an HTML item, its `value` as written in the sidebar. */
export function DocSidebarItemHtml({ item }: DocSidebarItemProps<HtmlItem>) {
  return <li className={`menu__list-item${item.defaultStyle ? ' menu__list-item--html' : ''}${item.className ? ` ${item.className}` : ''}`} dangerouslySetInnerHTML={{ __html: item.value }} />;
}

/** `@theme/DocSidebarItem`: one item, rendered by its type's part (`/Link`, `/Category`, `/Html`) as the site swizzles it. */
export function DocSidebarItem(props: DocSidebarItemProps) {
  const LinkPart = useThemeComponent('DocSidebarItem/Link', DocSidebarItemLink);
  const CategoryPart = useThemeComponent('DocSidebarItem/Category', DocSidebarItemCategory);
  const HtmlPart = useThemeComponent('DocSidebarItem/Html', DocSidebarItemHtml);
  const { item } = props;
  if (item.type === 'link') return <LinkPart {...props} item={item} />;
  if (item.type === 'category') return <CategoryPart {...props} item={item} />;
  return <HtmlPart {...props} item={item} />;
}

/**
 * `@theme/DocSidebarItems`: the items of one sidebar list, each through `@theme/DocSidebarItem` as
 * the site swizzles it: links (external ones marked), categories (collapsible unless
 * `collapsible: false`, never hideable, expanded when they contain the active page) and HTML items.
 */
export function DocSidebarItems({ items, activePath, level = 1, onItemClick }: DocSidebarItemsProps) {
  const Item = useThemeComponent('DocSidebarItem', DocSidebarItem);
  return (
    <>
      {items.map((item, index) => (
        <Item key={item.type === 'category' ? `${index}:${item.label}` : index} item={item} index={index} activePath={activePath} level={level} onItemClick={onItemClick} />
      ))}
    </>
  );
}

/** The desktop docs sidebar: its top-level items through `@theme/DocSidebarItems` as the site swizzles it. */
export function DocSidebar({ items, activePath }: { items: readonly SidebarItem[]; activePath: string }) {
  const Items = useThemeComponent('DocSidebarItems', DocSidebarItems);
  return (
    <nav className="menu doc-sidebar" aria-label={themeMessage('theme.docs.sidebar.navAriaLabel')}>
      <ul className="menu__list">
        <Items items={items} activePath={activePath} level={1} />
      </ul>
    </nav>
  );
}
