import type { ComponentType } from 'react';
import type { SiteClientModule } from '../client/site-module.js';
import type { ThemeOverrides } from './use-theme-component.js';

/** Swizzled names that are page-body components (the content renderer looks them up by name). */
const CONTENT_NAMES = ['Admonition', 'CodeBlock', 'Details', 'Heading', 'Mermaid', 'TOCInline', 'Tabs', 'TabItem', 'SearchBar'];

/**
 * The site module with the swizzled content components in its registry: first the swizzled
 * `MDXComponents` map, then each swizzled content component by its name, then the site
 * client module's own `components`, which stay the most specific.
 */
export function siteWithTheme(site: SiteClientModule, swizzled: ThemeOverrides | undefined): SiteClientModule {
  if (!swizzled || !Object.keys(swizzled).length) return site;
  const fromTheme: Record<string, ComponentType<any>> = {};
  const mdx = swizzled.MDXComponents;
  if (mdx && typeof mdx === 'object') Object.assign(fromTheme, mdx);
  for (const name of CONTENT_NAMES) if (swizzled[name]) fromTheme[name] = swizzled[name] as ComponentType<any>;
  if (!Object.keys(fromTheme).length) return site;
  return { ...site, components: { ...fromTheme, ...site.components } };
}
