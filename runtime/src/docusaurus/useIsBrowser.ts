import { useHydrated } from '../client/use-hydrated.js';

/** `@docusaurus/useIsBrowser`: false while prerendering and during hydration, true after mount. */
export default function useIsBrowser(): boolean {
  return useHydrated();
}
