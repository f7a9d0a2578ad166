import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { type StaticEnv, type StaticValue } from './static-value.js';
/** A hast property value produced from JSX (JSON; objects and arrays only on components or `style`). */
export type JsxPropertyValue = StaticValue;
/** What {@link jsxProperties} reports besides the properties. */
export interface JsxAttributeIssue {
    /** Attribute name (`...` for a spread). */
    name: string;
    /** Why it was dropped. */
    reason: string;
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
    required: Array<{
        name: string;
        path: string;
    }>;
    issues: JsxAttributeIssue[];
}
/** Whether a JSX name is a component (resolved by the runtime) rather than an HTML element. */
export declare function isComponentName(name: string): boolean;
/**
 * Evaluates the attributes of a JSX element. For HTML elements, `class`/`className` become a
 * hast `className` list and `for` becomes `htmlFor`; components get their props as written.
 */
export declare function jsxProperties(node: MdxJsxFlowElement | MdxJsxTextElement, env?: StaticEnv): JsxProperties;
/** A React style object as CSS declarations (`{marginTop: 8}` → `margin-top:8px`), as React renders it. */
export declare function styleText(style: {
    [key: string]: StaticValue;
}): string;
/** Whether an attribute expression of the element mentions the identifier `name`. */
export declare function attributesMention(node: MdxJsxFlowElement | MdxJsxTextElement, name: string): boolean;
