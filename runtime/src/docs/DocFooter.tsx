import type { TagLink } from '../data/site-data.js';
import { useThemeComponent } from '../swizzle/use-theme-component.js';
import ThemeEditMetaRow from '../theme-components/EditMetaRow.js';
import ThemeIconEdit from '../theme-components/Icon/Edit.js';
import ThemeTagsListInline from '../theme-components/TagsListInline.js';
import { formatDate } from '../theme/format-date.js';
import { useDateLocale } from '../theme/use-date-locale.js';
import { themeMessage } from '../i18n/theme-message.js';
import { themeMessageNodes } from '../i18n/theme-message-nodes.js';

/** The "Edit this page" link, after the pencil icon (`@theme/Icon/Edit`, as the site swizzles it). */
export function EditThisPage({ editUrl }: { editUrl: string | null }) {
  const IconEdit = useThemeComponent('Icon/Edit', ThemeIconEdit);
  if (!editUrl) return null;
  return (
    <a href={editUrl} target="_blank" rel="noopener noreferrer" className="edit-this-page theme-edit-this-page">
      <IconEdit />
      {themeMessage('theme.common.editThisPage')}
    </a>
  );
}

/**
 * "Last updated on <date> by <author>" when last-update data exists (docs and blog posts), as
 * Docusaurus's LastUpdated writes it: short month in the site locale's calendar, a `<time>` with
 * the ISO instant.
 */
export function LastUpdated({ at, by }: { at: number | null; by: string | null }) {
  const locale = useDateLocale();
  if (at === null && !by) return null;
  return (
    <span className="last-updated theme-last-updated">
      {themeMessageNodes('theme.lastUpdated.lastUpdatedAtBy', {
        atDate:
          at !== null
            ? themeMessageNodes('theme.lastUpdated.atDate', {
                date: (
                  <b>
                    <time dateTime={new Date(at).toISOString()} itemProp="dateModified">
                      {formatDate(at, locale, 'short')}
                    </time>
                  </b>
                ),
              })
            : '',
        byUser: by ? themeMessageNodes('theme.lastUpdated.byUser', { user: <b>{by}</b> }) : '',
      })}
    </span>
  );
}

/** Props of {@link DocItemFooter}: what a doc's footer shows. */
export interface DocItemFooterProps {
  tags: readonly TagLink[];
  editUrl: string | null;
  lastUpdatedAt: number | null;
  lastUpdatedBy: string | null;
}

/** A doc's footer (`@theme/DocItem/Footer`): tags (`TagsListInline`), then the edit link and last update (`EditMetaRow`), each as the site swizzles it. */
export function DocItemFooter({ tags, editUrl, lastUpdatedAt, lastUpdatedBy }: DocItemFooterProps) {
  const MetaRow = useThemeComponent('EditMetaRow', ThemeEditMetaRow);
  const TagsListInline = useThemeComponent('TagsListInline', ThemeTagsListInline);
  return (
    <footer className="doc-footer theme-doc-footer">
      <TagsListInline tags={tags} />
      <MetaRow editUrl={editUrl} lastUpdatedAt={lastUpdatedAt} lastUpdatedBy={lastUpdatedBy} />
    </footer>
  );
}
