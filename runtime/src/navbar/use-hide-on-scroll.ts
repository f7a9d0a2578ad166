import { useEffect, useRef, useState } from 'react';

/**
 * Navbar hide-on-scroll (SPEC §4): hidden while scrolling down past the navbar, shown again on
 * scrolling up or near the top. Always visible when `enabled` is false.
 */
export function useHideOnScroll(enabled: boolean, navbarHeight = 60): boolean {
  const [hidden, setHidden] = useState(false);
  const last = useRef(0);
  useEffect(() => {
    if (!enabled) return;
    last.current = window.scrollY;
    const onScroll = (): void => {
      const y = window.scrollY;
      if (y < navbarHeight) setHidden(false);
      else if (y > last.current + 2) setHidden(true);
      else if (y < last.current - 2) setHidden(false);
      last.current = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [enabled, navbarHeight]);
  return enabled && hidden;
}
