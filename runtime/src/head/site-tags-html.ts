import type { GraphSite } from '@sitegraph/compiler';

/** A site-wide `<head>` element of the graph (`site.headTags`). */
type HtmlTag = GraphSite['headTags'][number];

/** Elements without content or end tag (`<link>`, `<meta>`, …): written without `</…>`. */
const VOID_ELEMENTS = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

function escapeAttr(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * The site-wide `<head>` elements of the graph (`site.headTags`: the config's `headTags`,
 * `stylesheets` and `scripts`) as HTML, as Docusaurus writes them: attributes in order, `true` as
 * a bare attribute, the content written as is (the site owner's code, trusted; the compiler
 * already refused URLs that run code). They are static in the page, so client navigation, which
 * only replaces the head elements the runtime manages, keeps them.
 */
export function siteTagsToHtml(tags: readonly HtmlTag[]): string {
  return tags
    .map((tag) => {
      const name = tag.tagName.toLowerCase();
      const attrs = Object.entries(tag.attributes)
        .map(([key, value]) => (value === true ? ` ${key}` : ` ${key}="${escapeAttr(value)}"`))
        .join('');
      return VOID_ELEMENTS.has(name) ? `<${name}${attrs}>` : `<${name}${attrs}>${tag.innerHTML ?? ''}</${name}>`;
    })
    .join('');
}
