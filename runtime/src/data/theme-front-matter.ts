import type { ThemeFrontMatter } from './site-data.js';
import { obj } from './json-access.js';

/** The front matter keys the theme itself reads, with the type each must have. */
const THEME_KEYS: Readonly<Record<string, 'boolean' | 'number' | 'string'>> = {
  hide_title: 'boolean',
  hide_table_of_contents: 'boolean',
  toc_min_heading_level: 'number',
  toc_max_heading_level: 'number',
  image: 'string',
  sidebar_class_name: 'string',
  wrapperClassName: 'string',
};

/**
 * A source's front matter as the graph keeps it, whole, as Docusaurus's `useDoc().frontMatter`
 * (and `useBlogPost().frontMatter`) holds it, site-specific keys included; the keys the theme
 * reads are dropped when their value is of the wrong type (`keywords` keeps its strings).
 */
export function themeFrontMatter(raw: unknown): ThemeFrontMatter {
  const out: ThemeFrontMatter = { ...obj(raw) };
  for (const [key, type] of Object.entries(THEME_KEYS)) if (key in out && typeof out[key] !== type) delete out[key];
  if ('keywords' in out) {
    if (Array.isArray(out.keywords)) out.keywords = out.keywords.filter((k): k is string => typeof k === 'string');
    else delete out.keywords;
  }
  return out;
}
