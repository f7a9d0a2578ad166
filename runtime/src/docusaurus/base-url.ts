import { withBaseUrl } from '@sitegraph/compiler/urls';

export type { BaseUrlOptions } from '@sitegraph/compiler/urls';

/**
 * `url` under the site's base URL, as Docusaurus's `useBaseUrl` computes it (the compiler's
 * rule, which also computes `useBaseUrl('…')` calls in MDX at compile time): URLs with a
 * protocol, `//host` URLs and `#hash` links are left alone; a URL already under the base URL
 * keeps it once (unless `forcePrependBaseUrl`); the base URL without its slash is the base URL.
 */
export const addBaseUrl = withBaseUrl;
