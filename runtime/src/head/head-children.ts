import { Children, Fragment, isValidElement, type ReactNode } from 'react';
import type { HeadPatch, HeadTag } from './head-state.js';

/** React prop names whose HTML attribute is not just the lower-cased name. */
const ATTRIBUTE_NAMES: Record<string, string> = { className: 'class', htmlFor: 'for', httpEquiv: 'http-equiv', acceptCharset: 'accept-charset' };
const TAGS = new Set<HeadTag['tag']>(['link', 'meta', 'script', 'style', 'noscript', 'base']);

function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  return '';
}

function attributesOf(props: Record<string, unknown>): { attrs: Record<string, string>; text?: string } {
  const attrs: Record<string, string> = Object.create(null) as Record<string, string>;
  let text: string | undefined;
  for (const [name, value] of Object.entries(props)) {
    if (name === 'children') {
      text = textOf(value as ReactNode) || undefined;
      continue;
    }
    if (name === 'dangerouslySetInnerHTML') {
      text = (value as { __html?: string } | null)?.__html;
      continue;
    }
    if (value === undefined || value === null || value === false) continue;
    const attr = ATTRIBUTE_NAMES[name] ?? (/^(data|aria)-/.test(name) ? name : name.toLowerCase());
    attrs[attr] = value === true ? '' : String(value);
  }
  return { attrs, text };
}

function flatten(children: ReactNode, out: ReactNode[]): void {
  Children.forEach(children, (child) => {
    if (isValidElement(child) && child.type === Fragment) flatten((child.props as { children?: ReactNode }).children, out);
    else out.push(child);
  });
}

/**
 * What the children of `<Head>` set: `<title>` replaces the document title as written, `<meta
 * name|property content>` replace the page's tag of that name, `<link rel="canonical">` the
 * canonical URL, and other `link`, `meta`, `script`, `style`, `noscript` and `base` elements are
 * added. Other elements (`html`, `body` attributes) are ignored.
 */
export function headPatchFromChildren(children: ReactNode): HeadPatch {
  const patch: HeadPatch = { meta: [], extra: [] };
  const nodes: ReactNode[] = [];
  flatten(children, nodes);
  for (const node of nodes) {
    if (!isValidElement(node) || typeof node.type !== 'string') continue;
    const props = node.props as Record<string, unknown>;
    if (node.type === 'title') {
      patch.title = textOf(props.children as ReactNode);
      continue;
    }
    if (!TAGS.has(node.type as HeadTag['tag'])) continue;
    const { attrs, text } = attributesOf(props);
    if (node.type === 'meta' && typeof attrs.content === 'string' && (attrs.name || attrs.property)) {
      const attr = attrs.name ? 'name' : 'property';
      patch.meta.push({ attr, key: attrs[attr]!, content: attrs.content });
      continue;
    }
    if (node.type === 'link' && attrs.rel === 'canonical' && attrs.href) {
      patch.canonical = attrs.href;
      continue;
    }
    patch.extra.push({ tag: node.type as HeadTag['tag'], attrs, ...(text ? { text } : {}) });
  }
  return patch;
}
