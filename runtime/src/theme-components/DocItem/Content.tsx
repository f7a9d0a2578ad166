import type { ReactNode } from 'react';
import { useCurrentDoc } from '../../docs/current-doc.js';

/**
 * `@theme/DocItem/Content`: the doc's Markdown body (`children`) in its `theme-doc-markdown
 * markdown` wrapper, after the doc's title as an `<h1>` when the page shows one the body does
 * not have (no `hide_title`, no leading `# title` in the body), as Docusaurus's. Outside a doc
 * page it wraps `children` only.
 */
export default function DocItemContent({ children }: { children?: ReactNode }) {
  const doc = useCurrentDoc();
  const showTitle = !!doc && !doc.frontMatter.hide_title && !doc.content.contentTitle;
  return (
    <div className="theme-doc-markdown markdown">
      {showTitle ? (
        <header>
          <h1>{doc.title}</h1>
        </header>
      ) : null}
      {children}
    </div>
  );
}
