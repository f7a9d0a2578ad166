import type { Element, ElementContent, Properties, Root, RootContent } from 'hast';

interface MdxJsxAttribute {
  type: 'mdxJsxAttribute';
  name: string;
  value?: string | null | { type: 'mdxJsxAttributeValueExpression'; value: string };
}

interface MdxJsxElement {
  type: 'mdxJsxFlowElement' | 'mdxJsxTextElement';
  name: string | null;
  attributes: (MdxJsxAttribute | { type: 'mdxJsxExpressionAttribute'; value: string })[];
  children: RootContent[];
}

/** The value of a JSX attribute expression when it is a static literal (JSON-like), else undefined. */
export function staticExpressionValue(source: string): unknown {
  const text = source.trim();
  if (text === 'undefined') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    // single-quoted strings
    const single = /^'((?:[^'\\]|\\.)*)'$/.exec(text);
    if (single) return single[1]!.replace(/\\(.)/g, '$1');
    return undefined;
  }
}

function attributesToProperties(attributes: MdxJsxElement['attributes']): Properties {
  const props: Properties = {};
  for (const a of attributes) {
    if (a.type !== 'mdxJsxAttribute') continue;
    const name = a.name === 'class' ? 'className' : a.name;
    if (a.value === null || a.value === undefined) props[name] = true;
    else if (typeof a.value === 'string') props[name] = a.value;
    else {
      const v = staticExpressionValue(a.value.value);
      if (v !== undefined) props[name] = v as Properties[string];
    }
  }
  return props;
}

const PHRASING = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'span', 'a', 'em', 'strong', 'del', 'code', 'sup', 'sub', 'label', 'button', 'summary', 'th', 'td']);

function normalizeChildren(children: readonly RootContent[], names: Set<string>, inPhrasing = false): RootContent[] {
  const out: RootContent[] = [];
  for (const child of children) {
    const type = (child as { type: string }).type;
    if (type === 'mdxJsxFlowElement' || type === 'mdxJsxTextElement') {
      const jsx = child as unknown as MdxJsxElement;
      const inner = normalizeChildren(jsx.children, names, inPhrasing || jsx.type === 'mdxJsxTextElement');
      if (!jsx.name) {
        out.push(...inner);
        continue;
      }
      if (/^[A-Z]/.test(jsx.name) || jsx.name.includes('.')) names.add(jsx.name);
      out.push({ type: 'element', tagName: jsx.name, properties: attributesToProperties(jsx.attributes), children: inner as ElementContent[] });
      continue;
    }
    if (type === 'mdxFlowExpression' || type === 'mdxTextExpression' || type === 'mdxjsEsm') continue;
    if (type === 'raw') {
      // Raw HTML (the `md` format): rendered as HTML inside a wrapper element.
      out.push({ type: 'element', tagName: 'SgRaw', properties: { value: (child as unknown as { value: string }).value, inline: inPhrasing }, children: [] });
      continue;
    }
    if (type === 'element') {
      const el = child as Element;
      const children = normalizeChildren(el.children, names, inPhrasing || PHRASING.has(el.tagName)) as ElementContent[];
      // MDX wraps a lone <summary> line in a paragraph; browsers would then disagree with React.
      const significant = children.filter((c) => !(c.type === 'text' && !c.value.trim()));
      if (el.tagName === 'p' && significant.length === 1 && significant[0]!.type === 'element' && significant[0]!.tagName === 'summary') {
        out.push(significant[0]!);
        continue;
      }
      if (/^[A-Z]/.test(el.tagName) || el.tagName.includes('.')) names.add(el.tagName);
      out.push({ ...el, children });
      continue;
    }
    out.push(child);
  }
  return out;
}

/**
 * Prepares a page body for rendering: MDX JSX nodes become elements (attribute expressions kept
 * when they are static literals, dropped otherwise), expressions and ESM are removed, and the
 * component names used (capitalised or dotted element names) are collected.
 */
export function normalizeHast(root: Root): { root: Root; componentNames: Set<string> } {
  const names = new Set<string>();
  return { root: { type: 'root', children: normalizeChildren(root.children, names) }, componentNames: names };
}
