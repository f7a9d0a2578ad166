import type { SidebarItem } from '../data/site-data.js';
import { DocSidebar as RuntimeDocSidebar } from '../sidebar/DocSidebarItems.js';

/** Props of `@theme/DocSidebar`: Docusaurus's `sidebar` items and current `path`. */
export interface DocSidebarProps {
  sidebar: readonly SidebarItem[];
  path: string;
  className?: string;
}

/** `@theme/DocSidebar`: the desktop docs sidebar (`menu`) of `sidebar`, `path` marked active. */
export default function DocSidebar({ sidebar, path, className }: DocSidebarProps) {
  const nav = <RuntimeDocSidebar items={sidebar} activePath={path} />;
  return className ? <div className={className}>{nav}</div> : nav;
}
