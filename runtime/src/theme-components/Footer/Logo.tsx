import { useShell } from '../../client/runtime-context.js';
import type { FooterLogoConfig } from '../../footer/footer-config.js';
import { Link } from '../../router/Link.js';
import { withBaseUrl } from '../../theme/base-url.js';

/**
 * `@theme/Footer/Logo`: the footer logo linking to `href` (default the home page), 32 px high
 * unless `height` is set; a `srcDark` different from `src` is shown in dark mode instead.
 */
export default function FooterLogo({ logo }: { logo: FooterLogoConfig }) {
  const base = useShell().site.baseUrl;
  const image = (src: string, cls: string) => <img className={`footer__logo ${cls}`} src={withBaseUrl(base, src)} alt={logo.alt ?? ''} height={logo.height ?? 32} width={logo.width} />;
  return (
    <div className="footer__logo-wrapper">
      <Link href={logo.href ?? base}>
        {logo.srcDark && logo.srcDark !== logo.src ? (
          <>
            {image(logo.src, 'themed-light')}
            {image(logo.srcDark, 'themed-dark')}
          </>
        ) : (
          image(logo.src, '')
        )}
      </Link>
    </div>
  );
}
