import { useSyncExternalStore } from 'react';

const subscribe = (): (() => void) => () => {};

/**
 * The page hydrated flag (SPEC §4): false during server rendering and during the hydration
 * render, true once the client has mounted (and for everything rendered afterwards).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
