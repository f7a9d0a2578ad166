import type { SidebarItem } from '../data/site-data.js';
import { DocSidebar as RuntimeDocSidebar } from '../sidebar/DocSidebarItems.js';

/** Props of `@theme/DocSidebar`: Docusaurus's `sidebar` items and current `path`. */
export interface DocSidebarProps {
  sidebar: readonly SidebarItem[];
  path: string;
  className?: string;
  /** Docusaurus's "hide the sidebar" callback; the docs page passes one, but the sidebar does not collapse. */
  onCollapse?: () => void;
  /** Docusaurus's collapsed-sidebar flag; always false on the docs page. */
  isHidden?: boolean;
}

/**
 * `@theme/DocSidebar`: the desktop docs sidebar (`menu`) of `sidebar`, `path` marked active. The
 * docs page renders it (the site's swizzled one if any) beside every doc.
 */
export default function DocSidebar({ sidebar, path, className }: DocSidebarProps) {
  const nav = <RuntimeDocSidebar items={sidebar} activePath={path} />;
  return className ? <div className={className}>{nav}</div> : nav;
}
