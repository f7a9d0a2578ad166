import type { FooterLinkItem } from '../../footer/footer-config.js';
import { Link } from '../../router/Link.js';

/** `@theme/Footer/LinkItem`: one footer link (`to` with the base URL, `href` as written), external ones marked ↗. */
export default function FooterLinkItemView({ item }: { item: FooterLinkItem }) {
  return (
    <Link to={item.to} href={item.href} className={`footer__link-item${item.className ? ` ${item.className}` : ''}`}>
      {item.label}
      {item.href && /^(https?:)?\/\//.test(item.href) ? (
        <span className="footer__external" aria-hidden="true">
          {' ↗'}
        </span>
      ) : null}
    </Link>
  );
}
