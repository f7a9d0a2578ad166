import { createContext, useContext } from 'react';
import type { ContentData } from '../data/site-data.js';

/** The content being rendered (TOCInline reads its table of contents). */
export const ContentContext = createContext<ContentData | null>(null);

/** The content being rendered, or null outside a page body. */
export function useContent(): ContentData | null {
  return useContext(ContentContext);
}
