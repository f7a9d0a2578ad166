import type { ReactNode } from 'react';
import { useCurrentDoc } from '../../docs/current-doc.js';
import { DocItemFooter } from '../../docs/DocFooter.js';
import { useThemeComponent } from '../../swizzle/use-theme-component.js';
import { useDocTocItems } from '../../toc/use-doc-toc.js';
import ThemeContentVisibility from '../ContentVisibility.js';
import ThemeDocBreadcrumbs from '../DocBreadcrumbs.js';
import ThemeDocVersionBadge from '../DocVersionBadge.js';
import ThemeDocVersionBanner from '../DocVersionBanner.js';
import ThemeDocItemContent from './Content.js';
import ThemeDocItemPaginator from './Paginator.js';
import ThemeTOCDesktop from './TOC/Desktop.js';
import ThemeTOCMobile from './TOC/Mobile.js';

/**
 * `@theme/DocItem/Layout`: the doc page around its body (`children`), as the doc page renders
 * it: `@theme/DocVersionBanner`, `ContentVisibility` (the unlisted note), `DocBreadcrumbs`,
 * `DocVersionBadge`, `DocItem/TOC/Mobile`, `DocItem/Content`, `DocItem/Footer`,
 * `DocItem/Paginator`, and the column of `DocItem/TOC/Desktop` (unless
 * `hide_table_of_contents`), each as the site swizzles it. It reads the displayed doc (the graph's
 * data file); outside a doc page it renders `children` in the main column only.
 */
export default function DocItemLayout({ children }: { children?: ReactNode }) {
  const doc = useCurrentDoc();
  const toc = useDocTocItems();
  const Content = useThemeComponent('DocItem/Content', ThemeDocItemContent);
  const Footer = useThemeComponent('DocItem/Footer', DocItemFooter);
  const VersionBanner = useThemeComponent('DocVersionBanner', ThemeDocVersionBanner);
  const VersionBadge = useThemeComponent('DocVersionBadge', ThemeDocVersionBadge);
  const Visibility = useThemeComponent('ContentVisibility', ThemeContentVisibility);
  const DocPaginator = useThemeComponent('DocItem/Paginator', ThemeDocItemPaginator);
  const TOCMobile = useThemeComponent('DocItem/TOC/Mobile', ThemeTOCMobile);
  const Breadcrumbs = useThemeComponent('DocBreadcrumbs', ThemeDocBreadcrumbs);
  const TOCDesktop = useThemeComponent('DocItem/TOC/Desktop', ThemeTOCDesktop);
  if (!doc) {
    return (
      <div className="doc-page row">
        <div className="doc-page__main">
          <article className="doc-item">
            <Content>{children}</Content>
          </article>
        </div>
      </div>
    );
  }
  return (
    <div className="doc-page row">
      <div className="doc-page__main">
        <VersionBanner />
        <Visibility />
        <article className="doc-item">
          <Breadcrumbs />
          <VersionBadge />
          {toc.length ? <TOCMobile /> : null}
          <Content>{children}</Content>
          <Footer tags={doc.tags} editUrl={doc.editUrl} lastUpdatedAt={doc.lastUpdatedAt} lastUpdatedBy={doc.lastUpdatedBy} />
        </article>
        <DocPaginator />
      </div>
      {toc.length ? (
        <div className="doc-page__toc">
          <TOCDesktop />
        </div>
      ) : null}
    </div>
  );
}
