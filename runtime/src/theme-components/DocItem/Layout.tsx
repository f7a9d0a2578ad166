import type { ReactNode } from 'react';

/**
 * `@theme/DocItem/Layout`: the doc page's columns (main column with the article; no TOC column,
 * since it takes no doc data) around `children`.
 */
export default function DocItemLayout({ children }: { children?: ReactNode }) {
  return (
    <div className="doc-page row">
      <div className="doc-page__main col">
        <article className="doc-item">{children}</article>
      </div>
    </div>
  );
}
