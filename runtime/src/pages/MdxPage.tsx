import { useThemeConfig } from '../client/runtime-context.js';
import { Content } from '../content/Content.js';
import type { ManifestRoute, MdxPageData } from '../data/site-data.js';
import { PageMeta } from '../head/PageMeta.js';
import { useRouteData } from '../router/use-route-data.js';
import { filterToc, tocLevels } from '../toc/filter-toc.js';
import { useThemeComponent } from '../swizzle/use-theme-component.js';
import ThemeTOC from '../theme-components/TOC.js';
import { flattenToc } from '../toc/toc-shape.js';

/** A Markdown/MDX page of the pages plugin: body and optional table of contents. */
export function MdxPage({ route }: { route: ManifestRoute }) {
  const data = useRouteData<MdxPageData>(route, 'mdx-page');
  const themeConfig = useThemeConfig();
  const TOC = useThemeComponent('TOC', ThemeTOC);
  const { min, max } = tocLevels(data.frontMatter, themeConfig);
  const toc = data.frontMatter.hide_table_of_contents ? [] : filterToc(data.content.toc, min, max);
  return (
    <main className={`container mdx-page${data.frontMatter.wrapperClassName ? ` ${data.frontMatter.wrapperClassName}` : ''}`}>
      <PageMeta title={data.title} description={data.description} keywords={data.frontMatter.keywords} image={data.frontMatter.image} />
      <div className="row">
        <article className="mdx-page__content markdown">
          <Content content={data.content} />
        </article>
        {toc.length ? (
          <div className="mdx-page__toc">
            <TOC toc={flattenToc(data.content.toc)} minHeadingLevel={min} maxHeadingLevel={max} />
          </div>
        ) : null}
      </div>
    </main>
  );
}
