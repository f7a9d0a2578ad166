import type { DocData, ShellDocsPlugin, ShellDocsVersion } from '../data/site-data.js';
import { useRouteState } from '../router/route-state.js';
import { useLoadedDataFile } from '../router/use-route-data.js';
import { activeVersion } from './docs-plugin.js';

/** The docs context of the displayed page for one plugin: its active version and doc. */
export interface ActiveDocContext {
  activeVersion: ShellDocsVersion | undefined;
  /** The displayed doc when it belongs to this plugin. */
  activeDoc: DocData | null;
}

/** Which version and doc of `plugin` the displayed page shows (none outside its docs). */
export function useActiveDocContext(plugin: ShellDocsPlugin): ActiveDocContext {
  const { location, chain } = useRouteState();
  const leaf = chain[chain.length - 1];
  const data = useLoadedDataFile(leaf?.data);
  const activeDoc = data && data.view === 'doc' && data.pluginId === plugin.pluginId ? data : null;
  const inPlugin = chain.some((r) => r.view === 'docs-root' || r.view === 'docs-version') ? activeVersion(plugin, location.pathname) : undefined;
  return { activeVersion: inPlugin, activeDoc };
}
