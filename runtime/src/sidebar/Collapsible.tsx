import { useRef, useState, type ReactNode } from 'react';
import { useClientLayoutEffect } from '../client/use-client-layout-effect.js';
import { collapseDuration } from './collapse.js';

/**
 * Content that expands and collapses with a height animation. Collapsed content is not
 * rendered (lazy), so large collapsed sidebars cost nothing in the HTML.
 */
export function Collapsible({ collapsed, children, className }: { collapsed: boolean; children: ReactNode; className?: string }) {
  const [mounted, setMounted] = useState(!collapsed);
  const ref = useRef<HTMLUListElement | null>(null);
  const first = useRef(true);
  if (!collapsed && !mounted) setMounted(true);

  useClientLayoutEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const el = ref.current;
    if (!el || typeof el.animate !== 'function') {
      if (collapsed) setMounted(false);
      return;
    }
    const height = el.scrollHeight;
    const duration = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 0 : collapseDuration(height);
    const frames = collapsed ? [{ height: `${height}px` }, { height: '0px' }] : [{ height: '0px' }, { height: `${height}px` }];
    el.style.overflow = 'hidden';
    const animation = el.animate(frames, { duration, easing: 'ease-in-out' });
    animation.onfinish = () => {
      el.style.overflow = '';
      if (collapsed) setMounted(false);
    };
    return () => animation.cancel();
  }, [collapsed]);

  if (!mounted) return null;
  return (
    <ul ref={ref} className={className}>
      {children}
    </ul>
  );
}
