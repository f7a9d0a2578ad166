import { forwardRef } from 'react';
import { useShell } from '../client/runtime-context.js';
import { Link as RuntimeLink, type LinkProps as RuntimeLinkProps } from '../router/Link.js';
import { useLocation } from '../router/Router.js';
import { addBaseUrl } from './base-url.js';
import isInternalUrl from './isInternalUrl.js';

/** Props of `@docusaurus/Link`, as Docusaurus's. */
export interface LinkProps extends RuntimeLinkProps {
  /** Prepend the base URL to a site path (default true). */
  autoAddBaseUrl?: boolean;
  /** Add `activeClassName` when the link is the current page (navbar links). */
  isNavLink?: boolean;
  activeClassName?: string;
  /** With `isNavLink`: only the exact path is active (else a path prefix is). */
  exact?: boolean;
}

/**
 * `@docusaurus/Link`: `to` or `href`. A site path (`/docs/intro`) gets the base URL and routes
 * inside the app; `pathname:///file.html` is a plain link to that path; external URLs open in
 * a new tab.
 */
const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, href, autoAddBaseUrl = true, isNavLink, activeClassName = 'active', exact, className, ...rest }, ref) {
  const { site } = useShell();
  const { pathname } = useLocation();
  const target = to ?? href;
  let url = target;
  let plain = false;
  if (target?.startsWith('pathname://')) {
    url = addBaseUrl(site, target.slice('pathname://'.length));
    plain = true;
  } else if (target && isInternalUrl(target) && target.startsWith('/') && autoAddBaseUrl) {
    url = addBaseUrl(site, target);
  }
  const active = isNavLink && url && !plain && (exact ? pathname === url : pathname === url || pathname.startsWith(url.endsWith('/') ? url : `${url}/`));
  const classes = [className, active ? activeClassName : null].filter(Boolean).join(' ') || undefined;
  // A `pathname://` link leaves the app: a plain anchor, not a route.
  if (plain) return <a ref={ref} href={url} className={classes} {...rest} />;
  return <RuntimeLink ref={ref} {...(to !== undefined ? { to: url } : { href: url })} className={classes} aria-current={active ? 'page' : undefined} {...rest} />;
});

export default Link;
