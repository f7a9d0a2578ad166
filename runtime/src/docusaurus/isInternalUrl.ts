/** `@docusaurus/isInternalUrl`: true for a URL without a protocol or `//` (a path of this site). */
export default function isInternalUrl(url?: string): boolean {
  return typeof url !== 'undefined' && !/^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(url);
}

export { isInternalUrl };
