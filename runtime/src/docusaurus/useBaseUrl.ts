import { useShell } from '../client/runtime-context.js';
import { addBaseUrl, type BaseUrlOptions } from './base-url.js';

export type { BaseUrlOptions };

/** What `useBaseUrlUtils()` returns. */
export interface BaseUrlUtils {
  withBaseUrl(url: string, options?: BaseUrlOptions): string;
}

/** `@docusaurus/useBaseUrl`'s `useBaseUrlUtils`: `withBaseUrl` for URLs computed while rendering. */
export function useBaseUrlUtils(): BaseUrlUtils {
  const { site } = useShell();
  return { withBaseUrl: (url, options) => addBaseUrl(site, url, options) };
}

/** `@docusaurus/useBaseUrl`: `url` under the site's base URL (see {@link addBaseUrl}). */
export default function useBaseUrl(url: string, options?: BaseUrlOptions): string {
  return useBaseUrlUtils().withBaseUrl(url, options);
}
