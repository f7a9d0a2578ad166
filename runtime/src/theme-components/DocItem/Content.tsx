import type { ReactNode } from 'react';

/** `@theme/DocItem/Content`: the doc's Markdown body wrapper (`theme-doc-markdown markdown`). */
export default function DocItemContent({ children }: { children?: ReactNode }) {
  return <div className="theme-doc-markdown markdown">{children}</div>;
}
