import { createContext } from 'react';

/**
 * Where `usePluginData` / `useAllPluginInstancesData` report a plugin whose global data does not
 * exist (the prerender collects them, to name the plugin when the page then fails); null when no
 * one listens (the browser).
 */
export const MissingPluginDataContext = createContext<((pluginName: string, pluginId: string | undefined) => void) | null>(null);

/**
 * The note a page's prerender error gets when the page asked for global data of plugins that
 * have none: each `usePluginData("<name>")` call, and why (sitegraph runs only the docs plugins'
 * global data; a plugin skipped with a `config/unsupported-plugin` warning has none, as
 * Docusaurus's `usePluginData` returns nothing for a plugin that is not installed).
 * @param missing `name` or `name@id` of each plugin asked for
 */
export function missingPluginDataNote(missing: readonly string[]): string {
  const calls = missing.map((m) => {
    const [name, id] = m.split('@');
    return `usePluginData(${JSON.stringify(name)}${id ? `, ${JSON.stringify(id)}` : ''})`;
  });
  return `${calls.join(', ')} found no global data: sitegraph runs no plugin of ${missing.length === 1 ? 'that name' : 'those names'} (see the config/unsupported-plugin warnings), so its data is missing`;
}
