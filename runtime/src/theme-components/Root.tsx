import type { ReactNode } from 'react';

/**
 * `@theme/Root`: wraps the whole app inside the router, once, never unmounted on navigation.
 * Ours renders its children; a site swizzles it to add providers.
 */
export default function Root({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}
