import type { ReactNode } from 'react';
import { useHydrated } from '../client/use-hydrated.js';

/**
 * `@docusaurus/BrowserOnly`: renders `children()` only in the browser after hydration, and
 * `fallback` before (prerendered HTML and the hydration pass match).
 */
export default function BrowserOnly({ children, fallback }: { children: () => ReactNode; fallback?: ReactNode }) {
  const hydrated = useHydrated();
  if (!hydrated) return <>{fallback ?? null}</>;
  return <>{children()}</>;
}
