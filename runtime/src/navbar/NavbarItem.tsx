import type { ComponentType, ReactNode } from 'react';
import DocusaurusLink from '../docusaurus/Link.js';
import { useSiteRuntime } from '../client/runtime-context.js';
import { docsPlugin, navbarVersion, versionCandidates, versionTarget } from '../docs/docs-plugin.js';
import { useActiveDocContext } from '../docs/use-active-doc.js';
import { usePreferredVersion } from '../docs/use-preferred-version.js';
import { Link } from '../router/Link.js';
import { comparablePath } from '../router/same-path.js';
import { useRouteState } from '../router/route-state.js';
import { Dropdown } from './Dropdown.js';
import { useThemeComponent } from '../swizzle/use-theme-component.js';
import ThemeLocaleDropdownNavbarItem from '../theme-components/NavbarItem/LocaleDropdownNavbarItem.js';
import { NAVBAR_ITEM_TYPES, NavbarItemError, navbarItemType, type NavbarItemType } from './navbar-item-error.js';
import { SearchItem } from './SearchItem.js';

/** A navbar item as configured (`themeConfig.navbar.items[]`). */
export type NavbarItemConfig = Record<string, unknown>;

/** Where an item renders: the desktop bar, a dropdown, or the mobile menu. */
export interface NavbarItemProps {
  item: NavbarItemConfig;
  mobile?: boolean;
  inDropdown?: boolean;
}

function str(v: unknown): string | undefined {
  return typeof v === 'string' ? v : undefined;
}

function samePath(a: string, b: string): boolean {
  return comparablePath(a.split(/[?#]/)[0]!) === comparablePath(b);
}

/** A link of the navbar (desktop item, dropdown entry or mobile menu entry). */
function NavLink({ item, mobile, inDropdown, to, label, active }: NavbarItemProps & { to?: string; label?: ReactNode; active?: boolean }) {
  const { location } = useRouteState();
  const href = to ?? str(item.to) ?? str(item.href);
  const html = str(item.html);
  const activeBase = str(item.activeBasePath);
  const isActive =
    active ??
    (href !== undefined &&
      href.startsWith('/') &&
      (activeBase ? location.pathname.startsWith(activeBase) : samePath(href, location.pathname) || (!!str(item.to) && item.exact !== true && href !== '/' && location.pathname.startsWith(`${href.replace(/\/+$/, '')}/`))));
  const className = [inDropdown ? 'dropdown__link' : mobile ? 'menu__link' : 'navbar__item navbar__link', isActive ? (inDropdown ? 'dropdown__link--active' : mobile ? 'menu__link--active' : 'navbar__link--active') : '', str(item.className) ?? '']
    .filter(Boolean)
    .join(' ');
  // An item without a label (an icon drawn by the site's CSS from its className) is an empty
  // link named by its aria-label, as Docusaurus renders it; never its raw URL.
  const content = html !== undefined ? <span dangerouslySetInnerHTML={{ __html: html }} /> : (label ?? str(item.label));
  const link = (
    <Link to={href} className={className} target={str(item.target)} rel={str(item.rel)} title={str(item.title)} aria-label={str(item['aria-label'])} aria-current={isActive ? 'page' : undefined}>
      {content}
    </Link>
  );
  return mobile || inDropdown ? <li className={mobile ? 'menu__list-item' : undefined}>{link}</li> : link;
}

/** Props of `@theme/NavbarItem/DropdownNavbarItem`, as Docusaurus's: the `dropdown` item's options. */
export interface DropdownNavbarItemProps {
  /** The dropdown's label (text or elements). */
  label?: ReactNode;
  /** Navbar items as configured (`{label, to|href, className, lang, target, autoAddBaseUrl}`, or a typed item). */
  items?: readonly NavbarItemConfig[];
  position?: 'left' | 'right';
  /** Rendered in the mobile menu rather than the bar. */
  mobile?: boolean;
  className?: string;
  [option: string]: unknown;
}

/** One entry of a dropdown given by site code: a link as `@docusaurus/Link` makes it (base URL, `pathname://`), else a typed item. */
function DropdownEntry({ item, mobile }: { item: NavbarItemConfig; mobile?: boolean }) {
  if (item.type !== undefined && item.type !== 'default') return <NavbarItem item={item} mobile={mobile} inDropdown={!mobile} />;
  const linkClass = mobile ? 'menu__link' : 'dropdown__link';
  const html = str(item.html);
  return (
    <li className={mobile ? 'menu__list-item' : undefined}>
      <DocusaurusLink
        to={str(item.to)}
        href={str(item.to) === undefined ? str(item.href) : undefined}
        autoAddBaseUrl={item.autoAddBaseUrl !== false}
        isNavLink
        activeClassName={`${linkClass}--active`}
        className={[linkClass, str(item.className)].filter(Boolean).join(' ')}
        lang={str(item.lang)}
        target={str(item.target)}
        rel={str(item.rel)}
        title={str(item.title)}
        aria-label={str(item['aria-label'])}
      >
        {html !== undefined ? <span dangerouslySetInnerHTML={{ __html: html }} /> : str(item.label)}
      </DocusaurusLink>
    </li>
  );
}

/**
 * `@theme/NavbarItem/DropdownNavbarItem`: a dropdown of `items` under `label` (hover or click on
 * the bar, a collapsible list in the mobile menu), as Docusaurus's. Link items get the base URL
 * and `pathname://` handling of `@docusaurus/Link` and the active class of the current page.
 */
export function DropdownNavbarItem({ label, items, position, mobile, className }: DropdownNavbarItemProps) {
  return (
    <Dropdown label={label ?? ''} position={typeof position === 'string' ? position : undefined} mobile={mobile} className={typeof className === 'string' ? className : undefined}>
      {(items ?? []).map((child, i) => (
        <DropdownEntry key={i} item={child} mobile={mobile} />
      ))}
    </Dropdown>
  );
}

/** The `dropdown` item: the site's swizzled `NavbarItem/DropdownNavbarItem` if any, given the item's options as props, else the theme's. */
function DropdownItem({ item, mobile }: NavbarItemProps) {
  const swizzled = useSiteRuntime().theme?.['NavbarItem/DropdownNavbarItem'] as ComponentType<DropdownNavbarItemProps> | undefined;
  if (swizzled) {
    const Swizzled = swizzled;
    const { type: _type, ...options } = item;
    return <Swizzled {...options} mobile={mobile} />;
  }
  const items = Array.isArray(item.items) ? (item.items as NavbarItemConfig[]) : [];
  return (
    <Dropdown label={str(item.label) ?? ''} position={str(item.position)} mobile={mobile} className={str(item.className)}>
      {items.map((child, i) => (
        <NavbarItem key={i} item={child} mobile={mobile} inDropdown={!mobile} />
      ))}
    </Dropdown>
  );
}

function DocItem({ item, mobile, inDropdown }: NavbarItemProps) {
  const runtime = useSiteRuntime();
  const { location } = useRouteState();
  const plugin = docsPlugin(runtime.shell, str(item.docsPluginId) ?? 'default');
  const { preferred } = usePreferredVersion(plugin.pluginId);
  const candidates = versionCandidates(plugin, location.pathname, preferred);
  const docId = str(item.docId);
  if (!docId) throw new NavbarItemError(item, 'a doc item needs a docId');
  const doc = candidates.map((v) => v.docs[docId]).find((d) => d !== undefined);
  if (!doc) {
    if (candidates.some((v) => v.drafts.includes(docId))) return null;
    throw new NavbarItemError(item, `no doc with id "${docId}" in version${candidates.length > 1 ? 's' : ''} ${candidates.map((v) => `"${v.name}"`).join(', ')} of docs plugin "${plugin.pluginId}"`);
  }
  return <NavLink item={item} mobile={mobile} inDropdown={inDropdown} to={doc.path} label={str(item.label) ?? docId} active={samePath(doc.path, location.pathname)} />;
}

function DocSidebarItem({ item, mobile, inDropdown }: NavbarItemProps) {
  const runtime = useSiteRuntime();
  const { location } = useRouteState();
  const plugin = docsPlugin(runtime.shell, str(item.docsPluginId) ?? 'default');
  const { preferred } = usePreferredVersion(plugin.pluginId);
  const { activeDoc } = useActiveDocContext(plugin);
  const candidates = versionCandidates(plugin, location.pathname, preferred);
  const sidebarId = str(item.sidebarId) ?? '';
  const version = candidates.find((v) => v.sidebars[sidebarId]);
  if (!version) {
    const all = [...new Set(candidates.flatMap((v) => Object.keys(v.sidebars)))];
    throw new NavbarItemError(item, `no sidebar with id "${sidebarId}" in version${candidates.length > 1 ? 's' : ''} ${candidates.map((v) => `"${v.name}"`).join(', ')} of docs plugin "${plugin.pluginId}"; available sidebar ids: ${all.map((s) => `"${s}"`).join(', ') || 'none'}`);
  }
  const link = version.sidebars[sidebarId]!;
  return <NavLink item={item} mobile={mobile} inDropdown={inDropdown} to={link.path} label={str(item.label) ?? link.label} active={activeDoc?.sidebar === sidebarId && activeDoc.version === version.name} />;
}

function DocsVersionItem({ item, mobile, inDropdown }: NavbarItemProps) {
  const runtime = useSiteRuntime();
  const { location } = useRouteState();
  const plugin = docsPlugin(runtime.shell, str(item.docsPluginId) ?? 'default');
  const { preferred } = usePreferredVersion(plugin.pluginId);
  const version = navbarVersion(plugin, location.pathname, preferred);
  return <NavLink item={item} mobile={mobile} inDropdown={inDropdown} to={str(item.to) ?? version.mainDocPath} label={str(item.label) ?? version.label} />;
}

/** Props of `@theme/NavbarItem/DocsVersionDropdownNavbarItem`, as Docusaurus passes them: the `docsVersionDropdown` item's options (without `type`) and `mobile`. */
export type DocsVersionDropdownNavbarItemProps = NavbarItemConfig & { mobile?: boolean };

/**
 * `@theme/NavbarItem/DocsVersionDropdownNavbarItem`: the docs versions dropdown (SPEC §2): each
 * version links to the displayed doc in it (else the version's main doc) and is saved as the
 * preferred one when chosen, between `dropdownItemsBefore` and `dropdownItemsAfter`; one version
 * and no extra items give a plain link. The navbar renders it as the site swizzles it.
 */
export function DocsVersionDropdownNavbarItem({ mobile, ...options }: DocsVersionDropdownNavbarItemProps) {
  const item: NavbarItemConfig = { ...options, type: 'docsVersionDropdown' };
  const runtime = useSiteRuntime();
  const { location } = useRouteState();
  const plugin = docsPlugin(runtime.shell, str(item.docsPluginId) ?? 'default');
  const { preferred, save } = usePreferredVersion(plugin.pluginId);
  const { activeVersion, activeDoc } = useActiveDocContext(plugin);
  const shown = activeVersion ?? navbarVersion(plugin, location.pathname, preferred);
  const before = Array.isArray(item.dropdownItemsBefore) ? (item.dropdownItemsBefore as NavbarItemConfig[]) : [];
  const after = Array.isArray(item.dropdownItemsAfter) ? (item.dropdownItemsAfter as NavbarItemConfig[]) : [];
  if (plugin.versions.length <= 1 && !before.length && !after.length) {
    return <NavLink item={item} mobile={mobile} to={versionTarget(shown, activeDoc?.versionPaths ?? null)} label={shown.label} />;
  }
  return (
    <Dropdown label={str(item.label) ?? shown.label} position={str(item.position)} mobile={mobile} className="docs-version-dropdown">
      {before.map((child, i) => (
        <NavbarItem key={`b${i}`} item={child} mobile={mobile} inDropdown={!mobile} />
      ))}
      {plugin.versions.map((version) => {
        const to = versionTarget(version, activeDoc?.versionPaths ?? null);
        const isActive = version.name === shown.name && item.dropdownActiveClassDisabled !== true;
        return (
          <li key={version.name} className={mobile ? 'menu__list-item' : undefined}>
            <Link
              to={to}
              className={`${mobile ? 'menu__link' : 'dropdown__link'}${isActive ? (mobile ? ' menu__link--active' : ' dropdown__link--active') : ''}`}
              data-version={version.name}
              onClick={() => save(version.name)}
            >
              {version.label}
            </Link>
          </li>
        );
      })}
      {after.map((child, i) => (
        <NavbarItem key={`a${i}`} item={child} mobile={mobile} inDropdown={!mobile} />
      ))}
    </Dropdown>
  );
}

/** The `docsVersionDropdown` item: the site's swizzled `NavbarItem/DocsVersionDropdownNavbarItem` if any, given the item's options as props (as Docusaurus does), else the theme's. */
function DocsVersionDropdownItem({ item, mobile }: NavbarItemProps) {
  const VersionDropdown = useThemeComponent('NavbarItem/DocsVersionDropdownNavbarItem', DocsVersionDropdownNavbarItem);
  const { type: _type, ...options } = item;
  return <VersionDropdown {...options} mobile={mobile} />;
}

/** The `localeDropdown` item: the site's swizzled `NavbarItem/LocaleDropdownNavbarItem` if any, given the item's options as props (as Docusaurus does), else the theme's. */
function LocaleDropdownItem({ item, mobile }: NavbarItemProps) {
  const LocaleDropdown = useThemeComponent('NavbarItem/LocaleDropdownNavbarItem', ThemeLocaleDropdownNavbarItem);
  const { type: _type, ...options } = item;
  return <LocaleDropdown {...options} mobile={mobile} />;
}

function HtmlItem({ item, mobile, inDropdown }: NavbarItemProps) {
  const Tag = mobile || inDropdown ? 'li' : 'div';
  return <Tag className={`${mobile ? 'menu__list-item' : inDropdown ? 'dropdown__html' : 'navbar__item'} ${str(item.className) ?? ''}`.trim()} dangerouslySetInnerHTML={{ __html: str(item.value) ?? '' }} />;
}

const ITEMS: Record<NavbarItemType, (props: NavbarItemProps) => ReactNode> = {
  default: (props) => NavLink(props),
  dropdown: DropdownItem,
  doc: DocItem,
  docSidebar: DocSidebarItem,
  docsVersion: DocsVersionItem,
  docsVersionDropdown: DocsVersionDropdownItem,
  localeDropdown: LocaleDropdownItem,
  search: SearchItem,
  html: HtmlItem,
};

/**
 * The site's component for an item type its swizzled `NavbarItem/ComponentTypes` adds (a type the
 * theme does not have, such as `custom-team`), or undefined.
 */
function siteItemComponent(siteTypes: Record<string, ComponentType<Record<string, unknown>>> | undefined, type: unknown): ComponentType<Record<string, unknown>> | undefined {
  if (!siteTypes || typeof type !== 'string' || (NAVBAR_ITEM_TYPES as readonly string[]).includes(type)) return undefined;
  return Object.prototype.hasOwnProperty.call(siteTypes, type) ? siteTypes[type] : undefined;
}

/**
 * One navbar item of any type (SPEC §2, §3): link, dropdown, doc, docSidebar, docsVersion,
 * docsVersionDropdown, localeDropdown, search or html, or a type the site's swizzled
 * `NavbarItem/ComponentTypes` adds (rendered with the item's options and `mobile`). An item that fails to render, has an
 * unknown type or lacks one, throws a {@link NavbarItemError} naming the item (also during the
 * server render, so a bad item fails the build).
 */
export function NavbarItem(props: NavbarItemProps) {
  const siteTypes = useSiteRuntime().theme?.['NavbarItem/ComponentTypes'] as Record<string, ComponentType<Record<string, unknown>>> | undefined;
  const custom = siteItemComponent(siteTypes, props.item.type);
  if (custom) {
    // As Docusaurus renders it: the item's options without `type`, and `mobile`.
    const { type: _type, ...options } = props.item;
    const Custom = custom;
    return <Custom {...options} mobile={props.mobile} />;
  }
  const type = navbarItemType(props.item);
  const render = ITEMS[type];
  try {
    return <>{render(props)}</>;
  } catch (error) {
    if (error instanceof NavbarItemError) throw error;
    if (error && typeof (error as Promise<unknown>).then === 'function') throw error;
    throw new NavbarItemError(props.item, (error as Error)?.message ?? String(error), error);
  }
}
