import { useShell } from '../client/runtime-context.js';
import { Link } from '../router/Link.js';
import { withBaseUrl } from '../theme/base-url.js';
import { themedImages } from '../theme/themed-images.js';

/** `navbar.logo` and `navbar.title` as configured. */
interface LogoConfig {
  src?: string;
  srcDark?: string;
  alt?: string;
  href?: string;
  target?: string;
  width?: number | string;
  height?: number | string;
  className?: string;
  /** Opened in a new tab when the logo is right-clicked (the product's brand page). */
  brandPageHref?: string;
}

/**
 * The navbar brand: logo (switching with colour mode through CSS, no flash) and title, linking to
 * the site root or `logo.href`. With `logo.brandPageHref`, a right-click opens that page in a new tab.
 */
export function NavbarLogo() {
  const shell = useShell();
  const navbar = (shell.themeConfig.navbar ?? {}) as { logo?: LogoConfig; title?: string };
  const logo = navbar.logo;
  const base = shell.site.baseUrl;
  const href = logo?.href ?? base;
  const onContextMenu = logo?.brandPageHref
    ? (e: React.MouseEvent) => {
        e.preventDefault();
        window.open(withBaseUrl(base, logo.brandPageHref!), '_blank', 'noopener');
      }
    : undefined;
  return (
    <Link to={href} className="navbar__brand" target={logo?.target} onContextMenu={onContextMenu} aria-label={navbar.title ? undefined : (logo?.alt ?? shell.site.title)}>
      {logo?.src ? (
        <div className={`navbar__logo${logo.className ? ` ${logo.className}` : ''}`}>
          {themedImages(logo.src, logo.srcDark).map(({ src, className }) => (
            <img key={className} className={`navbar__logo-image ${className}`} src={withBaseUrl(base, src)} alt={logo.alt ?? navbar.title ?? shell.site.title} width={logo.width} height={logo.height} />
          ))}
        </div>
      ) : null}
      {navbar.title ? <b className="navbar__title">{navbar.title}</b> : null}
    </Link>
  );
}
