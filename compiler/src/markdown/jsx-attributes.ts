/**
 * MDX JSX attributes → hast properties, evaluated at compile time. String and boolean
 * attributes are kept; expression attributes are kept when they are static literals
 * (`{42}`, `{["a", "b"]}`, `{{color: "red"}}`); `require("./file.png")` (with or without
 * `.default`) becomes the file path, recorded as an asset; anything else is dropped with a
 * diagnostic — content never runs code.
 */
import type { Expression, Node as EstreeNode, Program } from 'estree';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { evaluateStatic, programExpression, type StaticEnv, type StaticValue } from './static-value.js';

/** A hast property value produced from JSX (JSON; objects and arrays only on components or `style`). */
export type JsxPropertyValue = StaticValue;

/** What {@link jsxProperties} reports besides the properties. */
export interface JsxAttributeIssue {
  /** Attribute name (`...` for a spread). */
  name: string;
  /** Why it was dropped. */
  reason: string;
  /** The attribute's estree program, when it has one (what the page module may run instead). */
  program?: Program;
}

/**
 * Properties of one JSX element, plus the `require()`d files and the dropped attributes.
 * `properties` holds what hast allows (strings, numbers, booleans, `className` lists);
 * object and array values go to `jsxProps`, which the element carries as `data.jsxProps`.
 */
export interface JsxProperties {
  properties: Record<string, string | number | boolean | string[]>;
  jsxProps: Record<string, JsxPropertyValue>;
  /** Attribute name → path given to `require()`. */
  required: Array<{ name: string; path: string }>;
  issues: JsxAttributeIssue[];
}

/** Whether a JSX name is a component (resolved by the runtime) rather than an HTML element. */
export function isComponentName(name: string): boolean {
  const first = name.charCodeAt(0);
  return (first >= 65 && first <= 90) || name.includes('.') || first === 95 || first === 36;
}

/**
 * Evaluates the attributes of a JSX element. For HTML elements, `class`/`className` become a
 * hast `className` list and `for` becomes `htmlFor`; components get their props as written.
 */
export function jsxProperties(node: MdxJsxFlowElement | MdxJsxTextElement, env?: StaticEnv): JsxProperties {
  const properties: JsxProperties['properties'] = Object.create(null);
  const jsxProps: JsxProperties['jsxProps'] = Object.create(null);
  const target = { properties, jsxProps };
  const required: JsxProperties['required'] = [];
  const issues: JsxAttributeIssue[] = [];
  const component = node.name !== null && isComponentName(node.name);

  for (const attribute of node.attributes) {
    if (attribute.type === 'mdxJsxExpressionAttribute') {
      const program = attribute.data?.estree;
      const statement = program?.body[0];
      const spread =
        statement && statement.type === 'ExpressionStatement' && statement.expression.type === 'ObjectExpression'
          ? statement.expression
          : undefined;
      const result = spread ? evaluateStatic(spread, env) : { ok: false as const, reason: 'a spread of a value known only at run time' };
      if (result.ok && result.value !== null && typeof result.value === 'object' && !Array.isArray(result.value)) {
        for (const [key, value] of Object.entries(result.value)) setProperty(target, key, value, component);
      } else issues.push({ name: '...', reason: result.ok ? 'a spread of a non-object' : result.reason, ...(program ? { program } : {}) });
      continue;
    }
    const name = attribute.name;
    const raw = attribute.value;
    if (raw === null || raw === undefined) {
      setProperty(target, name, true, component);
      continue;
    }
    if (typeof raw === 'string') {
      setProperty(target, name, raw, component);
      continue;
    }
    const expression = programExpression(raw.data?.estree ?? undefined);
    if (expression === null) continue; // `{/* comment */}`: no value
    if (expression === undefined) {
      issues.push({ name, reason: 'an expression that is not a single value' });
      continue;
    }
    const path = requiredPath(expression);
    if (path !== undefined) {
      required.push({ name, path });
      setProperty(target, name, path, component);
      continue;
    }
    const result = evaluateStatic(expression, env);
    if (!result.ok) {
      const program = raw.data?.estree;
      issues.push({ name, reason: result.reason, ...(program ? { program } : {}) });
      continue;
    }
    setProperty(target, name, result.value, component);
  }
  return { properties, jsxProps, required, issues };
}

function setProperty(
  target: Pick<JsxProperties, 'properties' | 'jsxProps'>,
  name: string,
  value: JsxPropertyValue,
  component: boolean,
): void {
  if (value === undefined) return;
  if (value === null) {
    target.jsxProps[name] = null;
    return;
  }
  if (!component && (name === 'class' || name === 'className') && typeof value === 'string') {
    target.properties['className'] = value.split(/[ \t\n\f\r]+/).filter(Boolean);
    return;
  }
  if (!component && name === 'style' && typeof value === 'object' && !Array.isArray(value)) {
    target.properties['style'] = styleText(value);
    return;
  }
  if (typeof value === 'object') {
    target.jsxProps[name] = value;
    return;
  }
  target.properties[!component && name === 'for' ? 'htmlFor' : name] = value;
}

/** CSS properties React leaves without a `px` unit when given a number. */
const UNITLESS = new Set([
  'animationIterationCount', 'aspectRatio', 'borderImageOutset', 'borderImageSlice', 'borderImageWidth', 'boxFlex',
  'boxFlexGroup', 'boxOrdinalGroup', 'columnCount', 'columns', 'flex', 'flexGrow', 'flexPositive', 'flexShrink',
  'flexNegative', 'flexOrder', 'gridArea', 'gridRow', 'gridRowEnd', 'gridRowSpan', 'gridRowStart', 'gridColumn',
  'gridColumnEnd', 'gridColumnSpan', 'gridColumnStart', 'fontWeight', 'lineClamp', 'lineHeight', 'opacity', 'order',
  'orphans', 'scale', 'tabSize', 'widows', 'zIndex', 'zoom', 'fillOpacity', 'floodOpacity', 'stopOpacity',
  'strokeDasharray', 'strokeDashoffset', 'strokeMiterlimit', 'strokeOpacity', 'strokeWidth',
]);

/** A React style object as CSS declarations (`{marginTop: 8}` → `margin-top:8px`), as React renders it. */
export function styleText(style: { [key: string]: StaticValue }): string {
  const declarations: string[] = [];
  for (const [key, value] of Object.entries(style)) {
    if (value === null || value === undefined || typeof value === 'boolean' || value === '') continue;
    if (typeof value === 'object') continue;
    const property = key.startsWith('--') ? key : key.replace(/^(ms|Moz|Webkit|O)(?=[A-Z])/, (p) => `-${p.toLowerCase()}`).replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
    const text = typeof value === 'number' && value !== 0 && !key.startsWith('--') && !UNITLESS.has(key) ? `${value}px` : String(value);
    declarations.push(`${property}:${text}`);
  }
  return declarations.join(';');
}

/** `require("x")` or `require("x").default` with a string literal → `"x"`. */
function requiredPath(expression: Expression): string | undefined {
  let node: EstreeNode = expression;
  if (node.type === 'MemberExpression' && !node.computed && node.property.type === 'Identifier' && node.property.name === 'default') {
    node = node.object;
  }
  if (
    node.type === 'CallExpression' &&
    node.callee.type === 'Identifier' &&
    node.callee.name === 'require' &&
    node.arguments.length === 1 &&
    node.arguments[0]!.type === 'Literal' &&
    typeof node.arguments[0]!.value === 'string'
  ) {
    return node.arguments[0]!.value;
  }
  return undefined;
}

/** Whether an attribute expression of the element mentions the identifier `name`. */
export function attributesMention(node: MdxJsxFlowElement | MdxJsxTextElement, name: string): boolean {
  return node.attributes.some((a) => {
    const program = a.type === 'mdxJsxExpressionAttribute' ? a.data?.estree : typeof a.value === 'object' && a.value ? a.value.data?.estree : undefined;
    return program ? mentions(program, name) : false;
  });
}

function mentions(node: unknown, name: string): boolean {
  if (node === null || typeof node !== 'object') return false;
  if (Array.isArray(node)) return node.some((n) => mentions(n, name));
  const record = node as Record<string, unknown>;
  if (record['type'] === 'Identifier' && record['name'] === name) return true;
  for (const key in record) {
    if (key === 'loc' || key === 'range' || key === 'position' || key === 'comments') continue;
    const value = record[key];
    if (value !== null && typeof value === 'object' && mentions(value, name)) return true;
  }
  return false;
}
