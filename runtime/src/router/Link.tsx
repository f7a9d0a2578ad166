import { forwardRef, useContext, useEffect, useRef, type AnchorHTMLAttributes, type ReactNode } from 'react';
import { useSiteRuntime } from '../client/runtime-context.js';
import { isInternalUrl } from './internal-url.js';
import { LinkCollectorContext } from './link-collector.js';
import { prefetchPath, preloadPath } from './preload.js';
import { useNavigate } from './Router.js';
import { applyTrailingSlash } from './trailing-slash.js';

/** Props of {@link Link}: `to` (site path) or `href` (any URL), plus anchor attributes. */
export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to?: string;
  href?: string;
  children?: ReactNode;
  /** Set to false to disable prefetching of this link. */
  prefetch?: boolean;
  /**
   * False for a link whose target the compiler checked already (a Markdown link of the content):
   * it stays out of the links collected for the build's check (see `SiteCodeLinks`).
   */
  collect?: boolean;
}

const observed = new WeakSet<Element>();
let observer: IntersectionObserver | undefined;
const pending = new Map<Element, () => void>();

function observe(el: Element, onVisible: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => {};
  observer ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting && entry.intersectionRatio <= 0) continue;
      const cb = pending.get(entry.target);
      pending.delete(entry.target);
      observer!.unobserve(entry.target);
      cb?.();
    }
  });
  if (observed.has(el)) return () => {};
  observed.add(el);
  pending.set(el, onVisible);
  observer.observe(el);
  return () => {
    pending.delete(el);
    observed.delete(el);
    observer?.unobserve(el);
  };
}

function pathOf(url: string): string {
  return url.split(/[?#]/)[0]!;
}

/**
 * A link. Site paths navigate inside the app (trailingSlash applied), are prefetched when they
 * scroll into view and preloaded on hover or touch (both skipped on 2g or save-data); other URLs
 * are plain anchors, external ones opening in a new tab with `rel="noopener noreferrer"`.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, href, children, prefetch = true, collect = true, onMouseEnter, onTouchStart, ...rest }, forwarded) {
  const runtime = useSiteRuntime();
  const navigate = useNavigate();
  const collectLink = useContext(LinkCollectorContext);
  const target = to ?? href ?? '';
  const internal = isInternalUrl(target) && rest.target !== '_blank';
  const ref = useRef<HTMLAnchorElement | null>(null);
  const { trailingSlash, baseUrl } = runtime.shell.site;
  const url = internal ? applyTrailingSlash(target, trailingSlash, baseUrl) : target;
  if (internal && collect && collectLink) collectLink(url);

  useEffect(() => {
    if (!internal || !prefetch || !ref.current) return;
    return observe(ref.current, () => {
      void prefetchPath(runtime, pathOf(url)).catch(() => {});
    });
  }, [internal, prefetch, url, runtime]);

  const setRef = (el: HTMLAnchorElement | null): void => {
    ref.current = el;
    if (typeof forwarded === 'function') forwarded(el);
    else if (forwarded) forwarded.current = el;
  };

  if (!internal) {
    const external = /^(https?:)?\/\//i.test(target);
    return (
      <a
        ref={setRef}
        href={url || undefined}
        {...rest}
        target={rest.target ?? (external ? '_blank' : undefined)}
        rel={rest.rel ?? (external ? 'noopener noreferrer' : undefined)}
        onMouseEnter={onMouseEnter}
        onTouchStart={onTouchStart}
      >
        {children}
      </a>
    );
  }
  const preload = (): void => {
    void preloadPath(runtime, pathOf(url)).catch(() => {});
  };
  return (
    <a
      ref={setRef}
      href={url}
      {...rest}
      onClick={(e) => {
        rest.onClick?.(e);
        if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.altKey || e.ctrlKey || e.shiftKey) return;
        if (rest.target && rest.target !== '_self') return;
        e.preventDefault();
        navigate(url);
      }}
      onMouseEnter={(e) => {
        preload();
        onMouseEnter?.(e);
      }}
      onTouchStart={(e) => {
        preload();
        onTouchStart?.(e);
      }}
    >
      {children}
    </a>
  );
});
