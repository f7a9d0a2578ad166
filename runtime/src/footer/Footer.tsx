import { useShell } from '../client/runtime-context.js';
import { Link } from '../router/Link.js';
import { withBaseUrl } from '../theme/base-url.js';

interface FooterItem {
  label?: string;
  to?: string;
  href?: string;
  html?: string;
  className?: string;
}

interface FooterConfig {
  style?: 'light' | 'dark';
  links?: ({ title?: string | null; items: FooterItem[] } | FooterItem)[];
  logo?: { src: string; srcDark?: string; alt?: string; href?: string; width?: number | string; height?: number | string };
  copyright?: string;
  /** HTML of the "made with" note; false hides it. */
  madeWith?: string | false;
}

function FooterLink({ item }: { item: FooterItem }) {
  if (item.html) return <li className="footer__item" dangerouslySetInnerHTML={{ __html: item.html }} />;
  return (
    <li className="footer__item">
      <Link to={item.to} href={item.href} className={`footer__link-item${item.className ? ` ${item.className}` : ''}`}>
        {item.label}
        {item.href && /^(https?:)?\/\//.test(item.href) ? (
          <span className="footer__external" aria-hidden="true">
            {' ↗'}
          </span>
        ) : null}
      </Link>
    </li>
  );
}

/**
 * The footer (SPEC §1): titled link columns (or one simple row), a logo that switches with colour
 * mode (32 px high), the copyright line (`{year}` → the build year) and the "made with" note.
 */
export function Footer() {
  const shell = useShell();
  const config = shell.themeConfig.footer as FooterConfig | undefined;
  if (!config) return null;
  const links = config.links ?? [];
  const columns = links.filter((l): l is { title?: string | null; items: FooterItem[] } => Array.isArray((l as { items?: unknown }).items));
  const simple = links.filter((l): l is FooterItem => !Array.isArray((l as { items?: unknown }).items));
  const base = shell.site.baseUrl;
  const logo = config.logo;
  const logoImage = (src: string, cls: string) => (
    <img className={`footer__logo ${cls}`} src={withBaseUrl(base, src)} alt={logo?.alt ?? ''} height={logo?.height ?? 32} width={logo?.width} />
  );
  const copyright = config.copyright?.replace(/\{year\}/g, String(shell.buildYear));
  const madeWith = config.madeWith === false ? null : (config.madeWith ?? 'Built with sitegraph, the documentation framework.');
  return (
    <footer className={`footer${config.style === 'dark' ? ' footer--dark' : ''}`}>
      <div className="container">
        {columns.length ? (
          <div className="footer__links">
            {columns.map((col, i) => (
              <div key={i} className="footer__col">
                {col.title ? <div className="footer__title">{col.title}</div> : null}
                <ul className="footer__items">
                  {col.items.map((item, j) => (
                    <FooterLink key={j} item={item} />
                  ))}
                </ul>
              </div>
            ))}
          </div>
        ) : null}
        {simple.length ? (
          <ul className="footer__links footer__links--simple">
            {simple.map((item, j) => (
              <FooterLink key={j} item={item} />
            ))}
          </ul>
        ) : null}
        <div className="footer__bottom">
          {logo?.src ? (
            <div className="footer__logo-wrapper">
              <Link href={logo.href ?? base}>
                {logo.srcDark && logo.srcDark !== logo.src ? (
                  <>
                    {logoImage(logo.src, 'themed-light')}
                    {logoImage(logo.srcDark, 'themed-dark')}
                  </>
                ) : (
                  logoImage(logo.src, '')
                )}
              </Link>
            </div>
          ) : null}
          {copyright ? <div className="footer__copyright" dangerouslySetInnerHTML={{ __html: copyright }} /> : null}
          {madeWith ? <div className="footer__made-with" dangerouslySetInnerHTML={{ __html: madeWith }} /> : null}
        </div>
      </div>
    </footer>
  );
}
