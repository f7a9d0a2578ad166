import type { ComponentType } from 'react';
import { BUILTIN_COMPONENTS } from '../content/Content.js';

/**
 * `@theme/MDXComponents`: the components page bodies use by name. A site swizzles it as
 * Docusaurus users do (`{...MDXComponents, Highlight}`), and its entries join the registry.
 */
const MDXComponents: Record<string, ComponentType<any>> = { ...BUILTIN_COMPONENTS };

export default MDXComponents;
