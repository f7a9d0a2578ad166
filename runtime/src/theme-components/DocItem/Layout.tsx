import type { ReactNode } from 'react';
import { useThemeConfig } from '../../client/runtime-context.js';
import { useCurrentDoc } from '../../docs/current-doc.js';
import { DocBreadcrumbs } from '../../docs/DocBreadcrumbs.js';
import { DocItemFooter } from '../../docs/DocFooter.js';
import { Paginator } from '../../docs/DocPaginator.js';
import { useLeafDocsSidebar } from '../../docs/DocRootLayout.js';
import { DocVersionBadge, DocVersionBanner } from '../../docs/DocVersionBanner.js';
import { UnlistedBanner } from '../../docs/UnlistedBanner.js';
import { useThemeComponent } from '../../swizzle/use-theme-component.js';
import { docTocItems } from '../../toc/filter-toc.js';
import { TocCollapsible } from '../../toc/TableOfContents.js';
import ThemeTOC from '../TOC.js';
import ThemeDocItemContent from './Content.js';

/**
 * `@theme/DocItem/Layout`: the doc page around its body (`children`), as the doc page renders
 * it: version banner, unlisted note, breadcrumbs, version badge, the mobile table of contents,
 * `@theme/DocItem/Content`, `@theme/DocItem/Footer`, previous/next, and the desktop table of
 * contents column (unless `hide_table_of_contents`). It reads the displayed doc (the graph's
 * data file); outside a doc page it renders `children` in the main column only.
 */
export default function DocItemLayout({ children }: { children?: ReactNode }) {
  const doc = useCurrentDoc();
  const sidebar = useLeafDocsSidebar();
  const themeConfig = useThemeConfig();
  const Content = useThemeComponent('DocItem/Content', ThemeDocItemContent);
  const Footer = useThemeComponent('DocItem/Footer', DocItemFooter);
  const TOC = useThemeComponent('TOC', ThemeTOC);
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
  const toc = docTocItems(doc, themeConfig);
  return (
    <div className="doc-page row">
      <div className="doc-page__main">
        <DocVersionBanner doc={doc} />
        {doc.unlisted ? <UnlistedBanner /> : null}
        <article className="doc-item">
          <DocBreadcrumbs sidebar={sidebar} pathname={doc.permalink} />
          <DocVersionBadge />
          {toc.length ? <TocCollapsible items={toc} /> : null}
          <Content>{children}</Content>
          <Footer tags={doc.tags} editUrl={doc.editUrl} lastUpdatedAt={doc.lastUpdatedAt} lastUpdatedBy={doc.lastUpdatedBy} />
        </article>
        <Paginator previous={doc.previous} next={doc.next} />
      </div>
      {toc.length ? (
        <div className="doc-page__toc">
          <TOC toc={toc} />
        </div>
      ) : null}
    </div>
  );
}
