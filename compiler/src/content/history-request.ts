import type { SiteConfig } from '../config/index.js';
import { versioningPaths } from './content-roots.js';
import type { HistoryRequest } from './git-history.js';

const MARKDOWN = /\.mdx?$/i;
/** A date in a blog file's path, as Docusaurus's blog file-name pattern finds it. */
const DATE_IN_PATH = /\d{4}[-/]\d{1,2}[-/]\d{1,2}/;
/** A `date:` key in a file's leading front matter block. */
const FRONT_MATTER_DATE = /^---\r?\n(?:[^\n]*\n)*?date\s*:/;

/**
 * Which content files need commit history, from the config and the files alone (pure):
 * - last update of every Markdown file of a docs or blog instance with `showLastUpdateTime` or
 *   `showLastUpdateAuthor` (Docusaurus reads git only then);
 * - the first commit of blog posts with no date in their path and no `date` front matter
 *   (Docusaurus dates those by their first commit). The test is a cheap superset: a post that
 *   turns out dated just has a date it does not use.
 *
 * @param files site-relative paths of the loaded text files
 */
export function historyRequest(config: SiteConfig, files: Iterable<[string, string]>): HistoryRequest {
  const last = new Set<string>();
  const created = new Set<string>();
  const entries = [...files].filter(([file]) => MARKDOWN.test(file));
  for (const plugin of config.plugins) {
    if (plugin.plugin === 'content-pages') continue;
    const roots = [folderPrefix(plugin.options.path)];
    if (plugin.plugin === 'content-docs') roots.push(`${versioningPaths(plugin.id).versionedDocsDir}/`);
    const inPlugin = entries.filter(([file]) => roots.some((root) => file.startsWith(root)));
    if (plugin.options.showLastUpdateTime || plugin.options.showLastUpdateAuthor) for (const [file] of inPlugin) last.add(file);
    if (plugin.plugin === 'content-blog') {
      for (const [file, text] of inPlugin) if (!DATE_IN_PATH.test(file) && !FRONT_MATTER_DATE.test(text)) created.add(file);
    }
  }
  return { last: [...last].sort(), created: [...created].sort() };
}

/** A content folder as a path prefix: `./blog/` → `blog/`. */
function folderPrefix(folder: string): string {
  const trimmed = folder.replace(/\\/g, '/').replace(/^\.\/|\/+$/g, '');
  return trimmed === '.' || trimmed === '' ? '' : `${trimmed}/`;
}
