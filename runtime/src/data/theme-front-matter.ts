import type { ThemeFrontMatter } from './site-data.js';
import { obj } from './json-access.js';

/** Keeps the front matter keys the theme reads, dropping values of the wrong type. */
export function themeFrontMatter(raw: unknown): ThemeFrontMatter {
  const fm = obj(raw);
  const out: ThemeFrontMatter = {};
  if (typeof fm.hide_title === 'boolean') out.hide_title = fm.hide_title;
  if (typeof fm.hide_table_of_contents === 'boolean') out.hide_table_of_contents = fm.hide_table_of_contents;
  if (typeof fm.toc_min_heading_level === 'number') out.toc_min_heading_level = fm.toc_min_heading_level;
  if (typeof fm.toc_max_heading_level === 'number') out.toc_max_heading_level = fm.toc_max_heading_level;
  if (Array.isArray(fm.keywords)) out.keywords = fm.keywords.filter((k): k is string => typeof k === 'string');
  if (typeof fm.image === 'string') out.image = fm.image;
  if (typeof fm.sidebar_class_name === 'string') out.sidebar_class_name = fm.sidebar_class_name;
  if (typeof fm.wrapperClassName === 'string') out.wrapperClassName = fm.wrapperClassName;
  return out;
}
