import { useContext } from 'react';
import { MissingPluginDataContext } from './missing-plugin-data.js';
import useDocusaurusContext from './useDocusaurusContext.js';

/** `@docusaurus/useGlobalData`: every plugin's global data, by plugin name then plugin id. */
export default function useGlobalData(): Record<string, Record<string, unknown>> {
  return useDocusaurusContext().globalData;
}

/**
 * The global data of every instance of plugin `pluginName`, by id; undefined for a plugin with
 * none, as Docusaurus's (the prerender notes the name, for the error if the page then fails).
 */
export function useAllPluginInstancesData(pluginName: string): Record<string, unknown> | undefined {
  const report = useContext(MissingPluginDataContext);
  const data = useGlobalData()[pluginName];
  if (data === undefined) report?.(pluginName, undefined);
  return data;
}

/** The global data of one instance of plugin `pluginName` (`pluginId` default `default`); undefined when it has none, as Docusaurus's. */
export function usePluginData(pluginName: string, pluginId = 'default'): unknown {
  const report = useContext(MissingPluginDataContext);
  const data = useGlobalData()[pluginName]?.[pluginId];
  if (data === undefined) report?.(pluginName, pluginId === 'default' ? undefined : pluginId);
  return data;
}
