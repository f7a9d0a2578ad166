import { useShell } from '../../client/runtime-context.js';
import type { FooterLogoConfig } from '../../footer/footer-config.js';
import { Link } from '../../router/Link.js';
import { withBaseUrl } from '../../theme/base-url.js';
import { themedImages } from '../../theme/themed-images.js';

/**
 * `@theme/Footer/Logo`: the footer logo linking to `href` (default the home page), 32 px high
 * unless `height` is set; a `srcDark` different from `src` is shown in dark mode instead.
 */
export default function FooterLogo({ logo }: { logo: FooterLogoConfig }) {
  const base = useShell().site.baseUrl;
  return (
    <div className="footer__logo-wrapper">
      <Link href={logo.href ?? base}>
        {themedImages(logo.src, logo.srcDark).map(({ src, className }) => (
          <img key={className} className={`footer__logo ${className}`} src={withBaseUrl(base, src)} alt={logo.alt ?? ''} height={logo.height ?? 32} width={logo.width} />
        ))}
      </Link>
    </div>
  );
}
