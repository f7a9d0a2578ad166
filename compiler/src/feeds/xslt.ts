/**
 * XSLT styling of RSS and Atom feeds (`feedOptions.xslt`): a browser opening a feed shows it
 * as a readable page. As in Docusaurus 3.7.0, each styled feed gets an
 * `<?xml-stylesheet type="text/xsl" href="<name>.xsl"?>` instruction and the stylesheet is
 * written beside it with a CSS file of the same name. The built-in stylesheets are this
 * compiler's own.
 */

/** Stylesheet files to write beside a feed. */
export interface XsltFiles {
  /** File name of the XSLT (`rss.xsl`), referenced from the feed. */
  xslName: string;
  /** File name of the CSS the stylesheet links (`rss.css`). */
  cssName: string;
  /** Contents when built in; undefined for a user stylesheet (its bytes are not part of the compiler input). */
  xsl?: string;
  css?: string;
}

/**
 * The stylesheet files of one feed type for an `xslt` option value: `null` → none; the built-in
 * name (`rss.xsl` / `atom.xsl`) → the built-in stylesheet; another path → a user file, named by
 * its base name, with a `.css` of the same name.
 */
export function xsltFiles(type: 'rss' | 'atom', option: string | null): XsltFiles | null {
  if (option === null) return null;
  const base = option.split('/').pop() ?? option;
  const stem = base.replace(/\.[^.]*$/, '');
  if (option === `${type}.xsl`) return { xslName: base, cssName: `${stem}.css`, xsl: builtInXsl(type, `${stem}.css`), css: BUILT_IN_CSS };
  return { xslName: base, cssName: `${stem}.css` };
}

/** Adds the stylesheet processing instruction after the XML declaration. */
export function injectStylesheet(feedContent: string, xslName: string): string {
  const instruction = `<?xml-stylesheet type="text/xsl" href="${xslName}"?>`;
  const declaration = /^<\?xml[^?]*\?>/.exec(feedContent);
  return declaration ? `${declaration[0]}${instruction}${feedContent.slice(declaration[0].length)}` : `${instruction}${feedContent}`;
}

function builtInXsl(type: 'rss' | 'atom', cssName: string): string {
  const rss = type === 'rss';
  const ns = rss ? '' : ' xmlns:atom="http://www.w3.org/2005/Atom"';
  const root = rss ? '/rss/channel' : '/atom:feed';
  const title = rss ? 'title' : 'atom:title';
  const description = rss ? 'description' : 'atom:subtitle';
  const items = rss ? 'item' : 'atom:entry';
  const link = rss ? 'link' : 'atom:link/@href';
  const date = rss ? 'pubDate' : 'atom:updated';
  const summary = rss ? 'description' : 'atom:summary';
  return `<?xml version="1.0" encoding="utf-8"?>
<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform"${ns}>
  <xsl:output method="html" version="1.0" encoding="UTF-8" indent="yes"/>
  <xsl:template match="/">
    <html lang="en">
      <head>
        <meta charset="utf-8"/>
        <meta name="viewport" content="width=device-width, initial-scale=1"/>
        <title><xsl:value-of select="${root}/${title}"/> (${rss ? 'RSS' : 'Atom'} feed)</title>
        <link rel="stylesheet" href="${cssName}"/>
      </head>
      <body>
        <main>
          <p class="notice">This is a web feed. Copy its address into a feed reader to follow new posts.</p>
          <h1><xsl:value-of select="${root}/${title}"/></h1>
          <p><xsl:value-of select="${root}/${description}"/></p>
          <xsl:for-each select="${root}/${items}">
            <article>
              <h2><a href="{${link}}"><xsl:value-of select="${title}"/></a></h2>
              <time><xsl:value-of select="${date}"/></time>
              <p><xsl:value-of select="${summary}"/></p>
            </article>
          </xsl:for-each>
        </main>
      </body>
    </html>
  </xsl:template>
</xsl:stylesheet>
`;
}

const BUILT_IN_CSS = `body { font-family: system-ui, sans-serif; line-height: 1.5; margin: 0; color: #1c1e21; }
main { max-width: 46rem; margin: 0 auto; padding: 2rem 1rem; }
.notice { background: #eef3fd; border-radius: 0.5rem; padding: 0.75rem 1rem; }
article { border-top: 1px solid #dadde1; padding: 1rem 0; }
article h2 { margin: 0 0 0.25rem; font-size: 1.25rem; }
time { color: #606770; font-size: 0.875rem; }
`;
