import type { PluggableList } from 'unified';

/**
 * The remark and rehype plugins a content plugin instance runs on its Markdown (the docs, blog
 * or pages options of the same names, Docusaurus 3.7's mdx-loader options), with their options,
 * and a hash of what they are, which keys the parse cache. Plugins are functions: this object
 * lives in memory only (never in the graph, never in a worker).
 */
export interface MarkdownPlugins {
  /** Remark plugins run on the mdast before the default transforms (ids, admonitions, TOC, links). */
  beforeDefaultRemarkPlugins: PluggableList;
  /** Remark plugins run after them (see `runRemarkPlugins` for where sitegraph runs them). */
  remarkPlugins: PluggableList;
  /** Rehype plugins run on the hast before the default ones. */
  beforeDefaultRehypePlugins: PluggableList;
  /** Rehype plugins run on the hast last. */
  rehypePlugins: PluggableList;
  /**
   * Hash of every plugin's identity (its function's name and source text) and options:
   * changing, adding or removing a plugin or an option changes it, and with it every cache key
   * of the instance's Markdown (`markdownCacheKey`).
   */
  identity: string;
  /**
   * The site folder, absolute: plugins get each file's absolute path in `file.path` and the site
   * folder as `file.cwd`, as under Docusaurus (whose process runs in the site folder). Absent:
   * the site-relative path and the process's folder.
   */
  siteDir?: string;
}

/** The plugin list options of a content plugin, in the order Docusaurus runs them. */
export const MARKDOWN_PLUGIN_OPTIONS = ['beforeDefaultRemarkPlugins', 'remarkPlugins', 'beforeDefaultRehypePlugins', 'rehypePlugins'] as const;
