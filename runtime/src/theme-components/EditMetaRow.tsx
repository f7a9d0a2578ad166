import ThemeEditThisPage from './EditThisPage.js';
import ThemeLastUpdated from './LastUpdated.js';
import { useThemeComponent } from '../swizzle/use-theme-component.js';

/** Props of `@theme/EditMetaRow`, as Docusaurus's (3.5+): the edit URL and the last update (ms since the epoch, author). */
export interface EditMetaRowProps {
  className?: string;
  editUrl?: string | null;
  lastUpdatedAt?: number | null;
  lastUpdatedBy?: string | null;
}

/**
 * `@theme/EditMetaRow`: the row under a doc with the "Edit this page" link and the last update,
 * each as the site swizzles it (`EditThisPage`, `LastUpdated`).
 */
export default function EditMetaRow({ className, editUrl, lastUpdatedAt, lastUpdatedBy }: EditMetaRowProps) {
  const Edit = useThemeComponent('EditThisPage', ThemeEditThisPage);
  const Updated = useThemeComponent('LastUpdated', ThemeLastUpdated);
  return (
    <div className={`doc-footer__meta${className ? ` ${className}` : ''}`}>
      <Edit editUrl={editUrl ?? null} />
      <Updated lastUpdatedAt={lastUpdatedAt ?? null} lastUpdatedBy={lastUpdatedBy ?? null} />
    </div>
  );
}
