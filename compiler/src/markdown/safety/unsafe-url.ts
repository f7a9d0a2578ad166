/**
 * URLs that run code when followed or loaded: `javascript:`, `vbscript:` and HTML/SVG `data:`
 * documents. Browsers ignore ASCII whitespace and control characters inside a scheme and match
 * it case-insensitively, so those are removed before comparing (`java\tscript:` is caught too).
 */
export function isUnsafeUrl(value: string): boolean {
  // eslint-disable-next-line no-control-regex
  const compact = value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '').toLowerCase();
  return /^(?:javascript|vbscript|livescript):/.test(compact) || /^data:(?:text\/html|application\/xhtml\+xml|image\/svg\+xml|text\/xml)/.test(compact);
}

/**
 * hast property names (and MDX component props) whose value is a URL the browser may follow or
 * load. Checked on every element; `to` is the `Link` component's target.
 */
export const URL_PROPERTIES: ReadonlySet<string> = new Set([
  'href',
  'src',
  'action',
  'formAction',
  'poster',
  'cite',
  'background',
  'longDesc',
  'xLinkHref',
  'data',
  'codeBase',
  'manifest',
  'ping',
  'to',
  'srcSet',
]);

/** HTML attribute names (lower case, as written in raw HTML) of {@link URL_PROPERTIES}. */
export const URL_ATTRIBUTES: ReadonlySet<string> = new Set([...URL_PROPERTIES].map((p) => (p === 'xLinkHref' ? 'xlink:href' : p.toLowerCase())));

const URL_NAMES_LOWER = new Set([...URL_PROPERTIES, ...URL_ATTRIBUTES].map((n) => n.toLowerCase()));

/**
 * Whether a property or attribute name (hast `formAction`, raw HTML `formaction`, JSX as written:
 * any case) names a URL the browser may follow or load.
 */
export function isUrlProperty(name: string): boolean {
  return URL_NAMES_LOWER.has(name.toLowerCase());
}

/** Whether a property or attribute value holds an unsafe URL (`srcSet`/`ping` are lists). */
export function holdsUnsafeUrl(name: string, value: unknown): boolean {
  const values = Array.isArray(value) ? value : [value];
  return values.some((v) => {
    if (typeof v !== 'string') return false;
    if (/^(?:srcset|ping)$/i.test(name)) return v.split(/[,\s]+/).some(isUnsafeUrl);
    return isUnsafeUrl(v);
  });
}

/** Whether a property or attribute is an inline event handler (`onclick`, `onClick`, `onload`…). */
export function isEventHandler(name: string): boolean {
  return /^on[a-z]/i.test(name);
}
