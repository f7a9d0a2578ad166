import { useEffect, useLayoutEffect } from 'react';

/**
 * `useLayoutEffect` in the browser, `useEffect` (never run) on the server. React 18's server renderer
 * warns about every `useLayoutEffect` it meets (React 19 dropped that warning); layout effects
 * never run there anyway, so the server render uses `useEffect`, which it ignores silently.
 */
export const useClientLayoutEffect: typeof useLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;
