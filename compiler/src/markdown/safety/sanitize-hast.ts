import { createRequire } from 'node:module';
import type { Element, Properties, Root, RootContent } from 'hast';
import type { Schema } from 'hast-util-sanitize';
import { lazy } from '../../lazy/lazy.js';
import { holdsUnsafeUrl, isEventHandler, isUrlProperty } from './unsafe-url.js';

// The HTML parser and the sanitizer load on the first sanitised page (../../lazy/lazy.ts).
const require = createRequire(import.meta.url);
const rawPackage = lazy(() => require('hast-util-raw') as typeof import('hast-util-raw'));
const sanitizePackage = lazy(() => require('hast-util-sanitize') as typeof import('hast-util-sanitize'));

/** Placeholder element a component stands in for while the tree is sanitised. */
const PLACEHOLDER = 'sitegraph-component';
const PLACEHOLDER_ID = 'dataSitegraphComponent';

/** HTML elements that load or run active content: never taken for a component, whatever their case. */
const ACTIVE_ELEMENTS = new Set(['script', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'style', 'base', 'meta', 'svg', 'math', 'template', 'noscript', 'portal']);

/**
 * Whether a hast element is an MDX component (capitalised or dotted name), resolved by the
 * runtime's registry; `<SCRIPT>` and the like are not (they are sanitised as HTML). `Link` is:
 * Docusaurus's link component, not HTML's `<link>`.
 */
export function isComponentElement(tagName: string): boolean {
  return (/^[A-Z]/.test(tagName) || tagName.includes('.')) && !ACTIVE_ELEMENTS.has(tagName.toLowerCase());
}

/**
 * GitHub's schema (hast-util-sanitize's default) plus what compiled pages need: heading and
 * footnote ids kept as compiled (no `user-content-` clobbering: anchors and the TOC point at
 * them), code blocks' classes and data attributes (language, title, line numbers, highlighted
 * lines), admonitions, and the component placeholder. `style` elements are dropped with their text.
 * Built on first use, with the package.
 */
const sanitizeSchema = lazy((): Schema => {
  const { defaultSchema } = sanitizePackage();
  return {
    ...defaultSchema,
    clobber: [],
    strip: [...(defaultSchema.strip ?? []), 'style'],
    tagNames: [...(defaultSchema.tagNames ?? []), 'admonition', 'mdxAdmonitionTitle', 'figure', 'figcaption', 'mark', PLACEHOLDER],
    attributes: {
      ...defaultSchema.attributes,
      admonition: ['type', 'title'],
      pre: ['className', 'dataLanguage', 'dataTitle', 'dataLineNumbersStart', 'dataMeta'],
      code: ['className'],
      span: ['className'],
      [PLACEHOLDER]: [PLACEHOLDER_ID],
    },
  };
});

/** Drops event handlers, unsafe URLs and raw-HTML injection from an element's (component's) properties. */
function safeProperties(properties: Properties): Properties {
  const out: Properties = {};
  for (const [name, value] of Object.entries(properties)) {
    if (isEventHandler(name) || name === 'dangerouslySetInnerHTML' || name.toLowerCase() === 'srcdoc') continue;
    // A component may take a URL under any name (`link`, `url`…): any unsafe URL value goes.
    if (holdsUnsafeUrl(name, value)) continue;
    out[name] = value;
  }
  return out;
}

/**
 * Removes every property that holds an unsafe URL (`javascript:`, `vbscript:`, HTML `data:`),
 * on every element and in components' JSON props: always done, sanitize or not (issue #13
 * item 6a). The walker over mdast has already reported each one with its line.
 */
export function removeUnsafeUrls(root: Root): void {
  const visit = (node: Root | RootContent): void => {
    if (node.type === 'element') {
      // Components may take a URL under any name; HTML elements under the URL attributes.
      const urlProp = isComponentElement(node.tagName) ? () => true : isUrlProperty;
      for (const [name, value] of Object.entries(node.properties)) {
        if (urlProp(name) && holdsUnsafeUrl(name, value)) delete node.properties[name];
      }
      const jsxProps = (node.data as { jsxProps?: Record<string, unknown> } | undefined)?.jsxProps;
      if (jsxProps) for (const name of Object.keys(jsxProps)) if (urlProp(name) && holdsUnsafeUrl(name, jsxProps[name])) delete jsxProps[name];
    }
    if ('children' in node) for (const child of node.children) visit(child);
  };
  visit(root);
}

/**
 * `markdown.sanitize` (issue #13 item 6b): raw HTML is parsed into elements (hast-util-raw),
 * then the tree goes through hast-util-sanitize (rehype-sanitize's sanitizer) with {@link sanitizeSchema}. MDX
 * components (from the site's trusted registry) are kept with their JSON props, minus event
 * handlers and unsafe URLs, while their children are sanitised like the rest.
 */
export function sanitizeHast(root: Root): Root {
  const hasRaw = JSON.stringify(root).includes('"type":"raw"');
  const parsed = hasRaw ? (rawPackage().raw(root) as Root) : root;
  const components: Element[] = [];
  const protect = (node: Root | Element): void => {
    node.children = node.children.map((child) => {
      if (child.type !== 'element') return child;
      protect(child);
      if (!isComponentElement(child.tagName)) return child;
      const data = child.data as { jsxProps?: Record<string, unknown> } | undefined;
      const kept: Element = { type: 'element', tagName: child.tagName, properties: safeProperties(child.properties), children: [] };
      if (data?.jsxProps) kept.data = { jsxProps: safeProperties(data.jsxProps as Properties) } as Element['data'];
      components.push(kept);
      return { type: 'element', tagName: PLACEHOLDER, properties: { [PLACEHOLDER_ID]: String(components.length - 1) }, children: child.children };
    }) as typeof node.children;
  };
  protect(parsed);
  const clean = sanitizePackage().sanitize(parsed, sanitizeSchema()) as Root;
  const restore = (node: Root | Element): void => {
    node.children = node.children.map((child) => {
      if (child.type !== 'element') return child;
      restore(child);
      if (child.tagName !== PLACEHOLDER) return child;
      const original = components[Number(child.properties[PLACEHOLDER_ID])]!;
      return { ...original, children: child.children };
    }) as typeof node.children;
  };
  restore(clean);
  return clean;
}
