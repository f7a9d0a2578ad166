/** SVG attribute names React spells differently from the markup (beyond camel-casing). */
const REACT_NAMES: Record<string, string> = { class: 'className', 'xml:space': 'xmlSpace', 'xml:lang': 'xmlLang' };

/** The React prop of an SVG attribute: `stroke-width` → `strokeWidth`, `xmlns:xlink` → `xmlnsXlink`; `data-`/`aria-` kept. */
export function reactAttributeName(name: string): string {
  if (REACT_NAMES[name]) return REACT_NAMES[name];
  if (/^(data|aria)-/.test(name)) return name;
  return name.replace(/[:-]([a-z])/g, (_, c: string) => c.toUpperCase());
}

/** A `style` attribute as a React style object (`fill-opacity: .5` → `{fillOpacity: '.5'}`). */
function styleObject(style: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const decl of style.split(';')) {
    const colon = decl.indexOf(':');
    if (colon < 0) continue;
    const prop = decl.slice(0, colon).trim();
    if (prop) out[prop.startsWith('--') ? prop : prop.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())] = decl.slice(colon + 1).trim();
  }
  return out;
}

/** The root `<svg>` of a file: its attributes as React props and its inner markup. */
export function parseSvg(text: string): { props: Record<string, unknown>; inner: string } {
  const clean = text.replace(/<\?xml[\s\S]*?\?>|<!DOCTYPE[\s\S]*?>|<!--[\s\S]*?-->/gi, '');
  const open = /<svg\b([^>]*?)(\/?)>/i.exec(clean);
  if (!open) throw new Error('The file has no <svg> element.');
  const props: Record<string, unknown> = {};
  for (const m of open[1]!.matchAll(/([^\s=/]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) {
    const value = m[2] ?? m[3] ?? '';
    props[reactAttributeName(m[1]!)] = m[1] === 'style' ? styleObject(value) : value;
  }
  const start = open.index + open[0].length;
  const end = clean.lastIndexOf('</svg>');
  const inner = open[2] || end < start ? '' : clean.slice(start, end).trim();
  return { props, inner };
}

/**
 * The module an SVG file is when site code imports it, as in Docusaurus (SVGR): a React component
 * drawing the SVG (the file's attributes, overridden by the props it is given, and a `title`
 * prop as its `<title>`), forwarding its ref.
 */
export function svgComponentCode(text: string): string {
  const { props, inner } = parseSvg(text);
  return [
    "import { createElement, forwardRef } from 'react';",
    `const attributes = ${JSON.stringify(props)};`,
    `const inner = ${JSON.stringify(inner)};`,
    "const escape = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;');",
    'const SvgComponent = forwardRef(function SvgComponent({ title, titleId, ...props }, ref) {',
    "  const heading = title ? `<title${titleId ? ` id=\"${escape(titleId)}\"` : ''}>${escape(title)}</title>` : '';",
    '  return createElement("svg", { ...attributes, ...(titleId ? { "aria-labelledby": titleId } : {}), ...props, ref, dangerouslySetInnerHTML: { __html: heading + inner } });',
    '});',
    'export default SvgComponent;',
    'export { SvgComponent as ReactComponent };',
  ].join('\n');
}
