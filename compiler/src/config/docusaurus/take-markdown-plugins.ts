import type { PluggableList } from 'unified';
import { MARKDOWN_PLUGIN_OPTIONS, pluginListsIdentity, type MarkdownPlugins } from '../../markdown/index.js';

/**
 * Takes the remark/rehype plugin lists out of a content plugin's options (they are functions,
 * not data): `beforeDefaultRemarkPlugins`, `remarkPlugins`, `beforeDefaultRehypePlugins`,
 * `rehypePlugins` become a {@link MarkdownPlugins}; `recmaPlugins` (MDX's JavaScript stage,
 * which sitegraph does not have for pure-data pages) gets a warning. The options are changed in
 * place.
 *
 * @param where the options' place in the config, for messages (`presets[0].docs`)
 * @returns the plugins, or undefined when the options list none
 * @throws nothing; a list that is not an array is left in the options for the schema to report
 */
export function takeMarkdownPlugins(options: Record<string, unknown>, where: string, warn: (code: string, message: string) => void): MarkdownPlugins | undefined {
  const lists = {} as Record<(typeof MARKDOWN_PLUGIN_OPTIONS)[number], PluggableList>;
  let any = false;
  for (const key of MARKDOWN_PLUGIN_OPTIONS) {
    const value = options[key];
    if (value === undefined || !Array.isArray(value)) {
      lists[key] = [];
      continue;
    }
    delete options[key];
    lists[key] = value as PluggableList;
    if (value.length > 0) any = true;
  }
  if (Array.isArray(options.recmaPlugins)) {
    if (options.recmaPlugins.length > 0) warn('config/unsupported-option', `"${where}.recmaPlugins" is ignored: sitegraph does not compile pages to JavaScript, so recma plugins have nothing to run on.`);
    delete options.recmaPlugins;
  }
  if (!any) return undefined;
  return { ...lists, identity: pluginListsIdentity(MARKDOWN_PLUGIN_OPTIONS.map((k) => lists[k])) };
}
