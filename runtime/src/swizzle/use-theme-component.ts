import type { ComponentType } from 'react';
import { useSiteRuntime } from '../client/runtime-context.js';

/** The site's swizzled components by theme name (`Footer`, `DocItem/Footer`); `MDXComponents` is an object. */
export type ThemeOverrides = Readonly<Record<string, unknown>>;

/**
 * The component the shell renders for theme name `name`: the site's swizzled one
 * (`src/theme/<name>`) if it has one, else `original`. The swizzled component reaches the
 * original through `@theme-original/<name>`, which never comes back here.
 */
export function useThemeComponent<P>(name: string, original: ComponentType<P>): ComponentType<P> {
  const swizzled = useSiteRuntime().theme?.[name];
  return (swizzled as ComponentType<P> | undefined) ?? original;
}
