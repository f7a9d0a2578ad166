import type { ComponentType } from 'react';
import { BUILTIN_COMPONENTS, ELEMENT_MDX_COMPONENTS } from '../content/Content.js';

/**
 * `@theme/MDXComponents`: the components page bodies use by name, and those of Markdown's HTML
 * elements (`a`, `pre`, `h1`–`h6`, `admonition`). A site swizzles it as Docusaurus users do
 * (`{...MDXComponents, Highlight, table: MyTable}`): its entries join the registry, and a
 * lower-case key replaces that element in every page body.
 */
const MDXComponents: Record<string, ComponentType<any>> = { ...BUILTIN_COMPONENTS, ...ELEMENT_MDX_COMPONENTS };

export default MDXComponents;
