import type { FooterColumn } from '../../../footer/footer-config.js';
import { FooterListItem } from '../../../footer/FooterListItem.js';

/** `@theme/Footer/Links/MultiColumn`: the titled columns of footer links. */
export default function FooterLinksMultiColumn({ columns }: { columns: readonly FooterColumn[] }) {
  return (
    <div className="footer__links">
      {columns.map((col, i) => (
        <div key={i} className="footer__col">
          {col.title ? <div className="footer__title">{col.title}</div> : null}
          <ul className="footer__items">
            {col.items.map((item, j) => (
              <FooterListItem key={j} item={item} />
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
