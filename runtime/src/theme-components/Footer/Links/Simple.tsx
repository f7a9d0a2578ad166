import type { FooterLinkItem } from '../../../footer/footer-config.js';
import { FooterListItem } from '../../../footer/FooterListItem.js';

/** `@theme/Footer/Links/Simple`: one row of footer links without titles. */
export default function FooterLinksSimple({ links }: { links: readonly FooterLinkItem[] }) {
  return (
    <ul className="footer__links footer__links--simple">
      {links.map((item, j) => (
        <FooterListItem key={j} item={item} />
      ))}
    </ul>
  );
}
