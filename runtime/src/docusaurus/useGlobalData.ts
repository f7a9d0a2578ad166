import useDocusaurusContext from './useDocusaurusContext.js';

/** `@docusaurus/useGlobalData`: every plugin's global data, by plugin name then plugin id. */
export default function useGlobalData(): Record<string, Record<string, unknown>> {
  return useDocusaurusContext().globalData;
}

/** The global data of every instance of plugin `pluginName`, by id. */
export function useAllPluginInstancesData(pluginName: string): Record<string, unknown> | undefined {
  return useGlobalData()[pluginName];
}

/** The global data of one instance of plugin `pluginName` (`pluginId` default `default`). */
export function usePluginData(pluginName: string, pluginId = 'default'): unknown {
  return useAllPluginInstancesData(pluginName)?.[pluginId];
}
