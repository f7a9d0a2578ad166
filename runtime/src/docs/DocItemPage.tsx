import { Content } from '../content/Content.js';
import type { DocData, ManifestRoute } from '../data/site-data.js';
import { PageMeta } from '../head/PageMeta.js';
import { useRouteData } from '../router/use-route-data.js';
import { useThemeComponent } from '../swizzle/use-theme-component.js';
import ThemeDocItemLayout from '../theme-components/DocItem/Layout.js';
import { CurrentDocProvider } from './current-doc.js';
import { useDocsVersion } from './DocsVersionRoot.js';

/**
 * A doc page: its head, and the doc's body inside `@theme/DocItem/Layout` (the site's ejected
 * one if any), which reads the doc from the page's context: version banner, breadcrumbs,
 * version badge, title (unless the body starts with its own h1 or `hide_title`), body, tags,
 * edit link, last update, previous/next, and the table of contents (desktop column; collapsible
 * box on mobile) unless `hide_table_of_contents`.
 */
export function DocItemPage({ route }: { route: ManifestRoute }) {
  const doc = useRouteData<DocData>(route, 'doc');
  const version = useDocsVersion();
  const Layout = useThemeComponent('DocItem/Layout', ThemeDocItemLayout);
  return (
    <CurrentDocProvider doc={doc}>
      <PageMeta title={doc.title} description={doc.description} keywords={doc.frontMatter.keywords} image={doc.frontMatter.image} noIndex={doc.unlisted || version?.noIndex} />
      <Layout>
        <Content content={doc.content} />
      </Layout>
    </CurrentDocProvider>
  );
}
