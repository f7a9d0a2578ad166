import type { TagLink } from '../data/site-data.js';
import { themeMessage } from '../i18n/theme-message.js';
import { useThemeComponent } from '../swizzle/use-theme-component.js';
import ThemeTag from './Tag.js';

/** Props of `@theme/TagsListInline`: Docusaurus's (`tags`: `{ label, permalink, description }`). */
export interface TagsListInlineProps {
  tags: readonly TagLink[];
}

/**
 * `@theme/TagsListInline`: "Tags:" and a `@theme/Tag` per tag, as the site swizzles it; nothing
 * without tags. Doc and blog post footers render it as the site swizzles it.
 */
export default function TagsListInline({ tags }: TagsListInlineProps) {
  const Tag = useThemeComponent('Tag', ThemeTag);
  if (!tags.length) return null;
  return (
    <div className="tags-row">
      <b>{themeMessage('theme.tags.tagsListLabel')}</b>
      <ul className="tags">
        {tags.map((t) => (
          <li key={t.permalink} className="tag">
            <Tag permalink={t.permalink} label={t.label} description={t.description} />
          </li>
        ))}
      </ul>
    </div>
  );
}
