import { isFooterColumn, type FooterColumn, type FooterLinkItem } from '../../footer/footer-config.js';
import { useThemeComponent } from '../../swizzle/use-theme-component.js';
import ThemeMultiColumn from './Links/MultiColumn.js';
import ThemeSimple from './Links/Simple.js';

/**
 * `@theme/Footer/Links`: `themeConfig.footer.links` — its titled columns through
 * `Footer/Links/MultiColumn`, its plain links through `Footer/Links/Simple` (a config may mix
 * both; Docusaurus renders one kind, chosen by the first entry).
 */
export default function FooterLinks({ links }: { links: readonly (FooterColumn | FooterLinkItem)[] }) {
  const MultiColumn = useThemeComponent('Footer/Links/MultiColumn', ThemeMultiColumn);
  const Simple = useThemeComponent('Footer/Links/Simple', ThemeSimple);
  const columns = links.filter(isFooterColumn);
  const simple = links.filter((l): l is FooterLinkItem => !isFooterColumn(l));
  return (
    <>
      {columns.length ? <MultiColumn columns={columns} /> : null}
      {simple.length ? <Simple links={simple} /> : null}
    </>
  );
}
