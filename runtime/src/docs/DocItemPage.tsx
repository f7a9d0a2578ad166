import { useThemeConfig } from '../client/runtime-context.js';
import { Content } from '../content/Content.js';
import type { DocData, ManifestRoute } from '../data/site-data.js';
import { PageMeta } from '../head/PageMeta.js';
import { useRouteData } from '../router/use-route-data.js';
import { filterToc, tocLevels } from '../toc/filter-toc.js';
import { TocCollapsible } from '../toc/TableOfContents.js';
import { DocBreadcrumbs } from './DocBreadcrumbs.js';
import { useThemeComponent } from '../swizzle/use-theme-component.js';
import ThemeTOC from '../theme-components/TOC.js';
import { DocItemFooter } from './DocFooter.js';
import { Paginator } from './DocPaginator.js';
import { useLeafDocsSidebar } from './DocRootLayout.js';
import { DocVersionBadge, DocVersionBanner } from './DocVersionBanner.js';
import { useDocsVersion } from './DocsVersionRoot.js';
import { themeMessage } from '../i18n/theme-message.js';

/**
 * A doc page: version banner, breadcrumbs, version badge, title (unless the body starts with
 * its own h1 or `hide_title`), body, tags, edit link, last update, previous/next, and the table
 * of contents (desktop column; collapsible box on mobile) unless `hide_table_of_contents`.
 */
export function DocItemPage({ route }: { route: ManifestRoute }) {
  const doc = useRouteData<DocData>(route, 'doc');
  const sidebar = useLeafDocsSidebar();
  const version = useDocsVersion();
  const themeConfig = useThemeConfig();
  const { min, max } = tocLevels(doc.frontMatter, themeConfig);
  const toc = doc.frontMatter.hide_table_of_contents ? [] : filterToc(doc.content.toc, min, max);
  const showTitle = !doc.frontMatter.hide_title && !doc.content.contentTitle;
  const Footer = useThemeComponent('DocItem/Footer', DocItemFooter);
  const TOC = useThemeComponent('TOC', ThemeTOC);
  return (
    <div className="doc-page row">
      <PageMeta title={doc.title} description={doc.description} keywords={doc.frontMatter.keywords} image={doc.frontMatter.image} noIndex={doc.unlisted || version?.noIndex} />
      <div className="doc-page__main">
        <DocVersionBanner doc={doc} />
        {doc.unlisted ? (
          <div className="unlisted-banner" role="note">
            {themeMessage('theme.unlistedContent.message')}
          </div>
        ) : null}
        <article className="doc-item">
          <DocBreadcrumbs sidebar={sidebar} pathname={doc.permalink} />
          <DocVersionBadge />
          {toc.length ? <TocCollapsible items={toc} /> : null}
          <div className="theme-doc-markdown markdown">
            {showTitle ? (
              <header>
                <h1>{doc.title}</h1>
              </header>
            ) : null}
            <Content content={doc.content} />
          </div>
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
