import type { ReactNode } from 'react';

/** Props of `@theme/DocRoot/Layout/Main`, as Docusaurus's: `hiddenSidebarContainer` is true when no sidebar is beside the page. */
export interface DocRootLayoutMainProps {
  hiddenSidebarContainer?: boolean;
  children?: ReactNode;
}

/**
 * `@theme/DocRoot/Layout/Main`: the docs pages' main landmark beside the sidebar, where "Skip to
 * main content" lands; full width without a sidebar.
 */
export default function DocRootLayoutMain({ hiddenSidebarContainer, children }: DocRootLayoutMainProps) {
  return <main className={`docs-main${hiddenSidebarContainer ? ' docs-main--full' : ''}`}>{children}</main>;
}
