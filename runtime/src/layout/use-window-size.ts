import { useEffect, useState } from 'react';
import { windowSizeFromWidth, type WindowSize } from './window-size.js';

/**
 * The window size class: `ssr` during server rendering and the hydration render, then
 * `desktop` (wider than 996 px) or `mobile`, following resizes.
 */
export function useWindowSize(): WindowSize | 'ssr' {
  const [size, setSize] = useState<WindowSize | 'ssr'>('ssr');
  useEffect(() => {
    const update = (): void => setSize(windowSizeFromWidth(window.innerWidth));
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return size;
}
