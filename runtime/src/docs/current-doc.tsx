import { createContext, useContext, type ReactNode } from 'react';
import type { DocData } from '../data/site-data.js';

const CurrentDocContext = createContext<DocData | null>(null);

/**
 * The doc the displayed doc page shows (its data file, as the graph decided it), or null
 * outside a doc page. The theme's doc parts (`@theme/DocItem/Paginator`, `DocVersionBanner`,
 * `DocItem/TOC/*`…) read it when an ejected layout renders them without props, as Docusaurus's
 * read `useDoc()`.
 */
export function useCurrentDoc(): DocData | null {
  return useContext(CurrentDocContext);
}

/** Provides `doc` to the doc page's parts (rendered by the doc page around its layout). */
export function CurrentDocProvider({ doc, children }: { doc: DocData; children?: ReactNode }) {
  return <CurrentDocContext.Provider value={doc}>{children}</CurrentDocContext.Provider>;
}
