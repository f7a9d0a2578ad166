import type { FooterLinkItem } from './footer-config.js';
import { useThemeComponent } from '../swizzle/use-theme-component.js';
import ThemeLinkItem from '../theme-components/Footer/LinkItem.js';

/** One footer list entry: the item's raw `html`, or its link through `Footer/LinkItem` as the site swizzles it. */
export function FooterListItem({ item }: { item: FooterLinkItem }) {
  const LinkItem = useThemeComponent('Footer/LinkItem', ThemeLinkItem);
  if (item.html) return <li className="footer__item" dangerouslySetInnerHTML={{ __html: item.html }} />;
  return (
    <li className="footer__item">
      <LinkItem item={item} />
    </li>
  );
}
